/// The reading direction a frame inherits from its root, which decides what `start`
/// and `end` mean.
///
///     let screen = Frame(width: 400, height: 400, direction: .rtl)
///     let child = Frame(in: screen).pin.start(10).width(100).layout()
///     print(child.rect.x)   // 290.0: start is the right edge in RTL
@frozen
public enum LayoutDirection: Hashable, Sendable {
    /// Left to right: start is left, end is right.
    case ltr
    /// Right to left: start is right, end is left.
    case rtl
}

extension LayoutDirection: Codable {
    /// Decodes `"ltr"` or `"rtl"`.
    ///
    ///     try JSONDecoder().decode([LayoutDirection].self, from: Data(#"["rtl"]"#.utf8))   // [.rtl]
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        switch try value.decode(String.self) {
        case "ltr": self = .ltr
        case "rtl": self = .rtl
        case let other:
            throw DecodingError.dataCorruptedError(
                in: value, debugDescription: "\(other) is not a layout direction (ltr or rtl)")
        }
    }

    /// Encodes the direction as `"ltr"` or `"rtl"`.
    ///
    ///     try JSONEncoder().encode([LayoutDirection.rtl])   // ["rtl"]
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .ltr: try value.encode("ltr")
        case .rtl: try value.encode("rtl")
        }
    }
}
