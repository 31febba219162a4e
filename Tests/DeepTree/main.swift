// Lays out, on this process's main thread, a chain of nested stacks as deep as the first
// argument says (rows and columns in turn around one measured leaf), and prints what came of
// it: the node count, the first node laid out as hidden (-1: none) and each warning, a line
// each. LayoutTreeDepthTests runs it: the tests of a test runner never run on the main
// thread, whose stack is the one a command-line program lays out on.

import PinFrame

let levels = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let column = Stack.vertical(padding: EdgeInsets(all: 0.1))
let row = Stack.horizontal()
let plain = StackItem()

// Lean on purpose: a debug build gives every temporary of a function a slot of its own, and
// this function's frame is paid at every level of the build.
func nest(_ children: inout StackChildren<Int>, _ depth: Int) {
    guard depth > 0 else {
        children.add(plain, content: 3)
        return
    }
    children.add(depth % 2 == 0 ? column : row, as: plain) { nest(&$0, depth - 1) }
}

let tree = LayoutTree<Int>(.vertical()) { nest(&$0, levels - 1) }
let (frames, warnings) = Pin.capturingWarnings {
    tree.frames(in: Frame(width: 400, height: 0), wrapping: .vertically) { words, proposal in
        // Words 10 wide, 10 a line, broken at the width offered.
        let perLine = proposal.width.isFinite ? max(1, Int((proposal.width + 1) / 11)) : words
        return Size(width: Double(min(words, perLine) * 11 - 1), height: Double((words + perLine - 1) / perLine * 10))
    }
}
print("nodes \(frames.count)")
print("first hidden \(frames.firstIndex { $0.isHidden } ?? -1)")
for warning in warnings { print(warning.description) }
