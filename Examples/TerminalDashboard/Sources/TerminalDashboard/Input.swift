/// What the reader did, read from the terminal's input.
enum Input: Equatable {
    case quit
    /// Scroll the cards up or down (arrow keys, the mouse wheel).
    case scrollUp, scrollDown
    /// A mouse press at a character cell, counted from 1 (SGR mouse reporting).
    case click(column: Int, row: Int)
    /// Any other key: draw again.
    case other

    /// Each input in `bytes`, in order: `q`, the up and down arrows (`ESC [ A`, `ESC [ B`),
    /// and SGR mouse presses (`ESC [ < button ; column ; row M`, the wheel as buttons 64
    /// and 65).
    static func parse(_ bytes: [UInt8]) -> [Input] {
        var inputs: [Input] = []
        var rest = bytes[...]
        while let first = rest.first {
            if first == UInt8(ascii: "q") {
                inputs.append(.quit)
                rest = rest.dropFirst()
            } else if rest.starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "A")]) {
                inputs.append(.scrollUp)
                rest = rest.dropFirst(3)
            } else if rest.starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "B")]) {
                inputs.append(.scrollDown)
                rest = rest.dropFirst(3)
            } else if rest.starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "<")]),
                let end = rest.firstIndex(where: { $0 == UInt8(ascii: "M") || $0 == UInt8(ascii: "m") })
            {
                let fields = String(decoding: rest[rest.startIndex + 3..<end], as: UTF8.self).split(separator: ";")
                    .compactMap { Int($0) }
                // Presses only (`M`); a release (`m`) does nothing.
                if fields.count == 3, rest[end] == UInt8(ascii: "M") {
                    switch fields[0] {
                    case 64: inputs.append(.scrollUp)
                    case 65: inputs.append(.scrollDown)
                    case 0: inputs.append(.click(column: fields[1], row: fields[2]))
                    default: inputs.append(.other)
                    }
                }
                rest = rest[(end + 1)...]
            } else {
                inputs.append(.other)
                rest = rest.dropFirst()
            }
        }
        return inputs
    }
}
