/// A rectangle to lay out, and what it knows of its parent.
///
/// A ``Frame`` is a plain value: its `rect` in the parent's coordinate space, plus the
/// parent's size (what ``PinChain/top()``, ``PinChain/right()`` and percentages pin against), the parent's
/// origin in root coordinates (so frames in different branches can reference each
/// other), the layout direction and the pixel scale inherited from the root.
///
/// A child records its parent **as it was when the child was created**: lay out
/// parents first, then create or re-place their children (`Frame(child.rect, in: parent)`).
/// A render loop does this naturally, top-down. Frames of different roots do not mix: in
/// debug builds a rule that refers to a frame of another root (or of this root before it
/// was resized) warns.
///
///     let screen = Frame(width: 400, height: 400)                          // a root
///     var card = Frame(x: 20, y: 20, width: 360, height: 200, in: screen)  // a child
///     var title = Frame(in: card)                                           // zero rect inside card
///     title = title.pin.top(10).horizontally(10).height(20).layout()
///     print(title.rect)           // (x: 10, y: 10, width: 340, height: 20)
///     print(title.absoluteRect)   // (x: 30, y: 30, width: 340, height: 20)
public struct Frame: Hashable, Sendable {
    /// The rectangle in the parent's coordinate space (for a root, its own space).
    ///
    ///     Frame(x: 5, y: 5, width: 10, height: 10, in: screen).rect   // (x: 5, y: 5, width: 10, height: 10)
    @inlinable
    public var rect: Rect {
        get { storedRect }
        set {
            // Flagged, never cleared here: a test and a branch not taken (keeping the flag
            // exact costs a read and a write of the flags at every assignment).
            if _slowPath(newValue.mayHaveNegativeSize) { traits.set(.negativeSize, true) }
            setLaidOut(newValue)
        }
    }

    /// Sets a rect that is known not to have a negative size: what a chain, a stack or a grid
    /// resolved. No size test, which the public setter makes for every other rect, and the
    /// negative-size flag left as it was (it only asks for a closer look, which then finds
    /// nothing): a chain pays nothing for it.
    @inlinable
    mutating func setLaidOut(_ rect: Rect) {
        storedRect = rect
        // A root whose rect changed is another root. Only debug builds check roots, so only
        // they pay for keeping the identity current.
        if Frame.checksRoots, _slowPath(traits.has(.root)) { rootTag = Frame.rootIdentity(of: self) }
    }

    @usableFromInline var storedRect: Rect

    // Flat storage, no optionals: a Frame is copied on every chain, and plain Doubles and
    // one byte of flags copy as a few aligned moves.
    @usableFromInline let parentSizeStorage: Size
    /// The parent's origin in root coordinates (zero for a root).
    @usableFromInline let parentOrigin: Point
    /// The pixel scale, 0 for none.
    @usableFromInline let pixelScale: Double
    /// Whether it has a parent, its direction, whether it is hidden, whether it snaps, whether
    /// its size may be negative: one byte, so the copy ``PinChain/layout(fileID:line:)``
    /// writes back is one store, and one test finds the common case.
    @usableFromInline var traits: Traits
    /// Which root the frame descends from: for a root, the digest of its rect, direction and
    /// scale, worked out when it is made (and, in debug builds, when its rect changes); for a
    /// child, its parent's tag, copied when the child is made; 0 when unknown (a decoded
    /// child). One byte: a frame is copied at every rule, and a wider tag measurably slows
    /// every chain.
    @usableFromInline var rootTag: UInt8

    /// The layout direction, inherited from the root. It decides `start` and `end`.
    ///
    ///     Frame(in: Frame(width: 9, height: 9, direction: .rtl)).direction   // .rtl
    @inlinable
    public var direction: LayoutDirection {
        traits.has(.rightToLeft) ? .rtl : .ltr
    }

    /// Whether the frame is hidden. The list forms of the relative rules
    /// (`below(of: [a, b])` …) skip hidden frames; a frame given on its own is used anyway.
    ///
    ///     var badge = Frame(x: 0, y: 0, width: 20, height: 20, in: card)
    ///     badge.isHidden = true
    @inlinable
    public var isHidden: Bool {
        get { traits.has(.hidden) }
        set { traits.set(.hidden, newValue) }
    }

    @inlinable
    internal init(
        rect: Rect, parentSize: Size?, parentOrigin: Point,
        direction: LayoutDirection, scale: Double, isHidden: Bool, root: UInt8 = 0
    ) {
        self.storedRect = rect
        self.parentSizeStorage = parentSize ?? .zero
        self.parentOrigin = parentOrigin
        // A scale outside the range that snaps (NaN, infinite, 0 or less included) means none.
        self.pixelScale = Frame.snappingScales.contains(scale) ? scale : 0
        var traits = Traits()
        traits.set(.root, parentSize == nil)
        traits.set(.rightToLeft, direction == .rtl)
        traits.set(.hidden, isHidden)
        traits.set(.snaps, pixelScale > 0)
        traits.set(.negativeSize, rect.mayHaveNegativeSize)
        self.traits = traits
        self.rootTag = root
        // Only debug builds check which root a frame comes from: a release build skips the
        // digest, a render loop making its root every layout.
        if Frame.checksRoots, parentSize == nil { self.rootTag = Frame.rootIdentity(of: self) }
    }

    /// The parent's size when this frame was created, or `nil` for a root frame.
    ///
    ///     Frame(in: Frame(width: 400, height: 300)).parentSize   // (width: 400, height: 300)
    @inlinable
    public var parentSize: Size? {
        hasParent ? parentSizeStorage : nil
    }

    /// The pixel scale inherited from the root, or `nil` for exact results.
    ///
    ///     Frame(in: Frame(width: 9, height: 9, scale: 2)).scale   // 2
    @inlinable
    public var scale: Double? {
        pixelScale > 0 ? pixelScale : nil
    }

    /// The pixel scales results are snapped to: from 1/16 (a pixel of 16 points) to 1,024
    /// pixels per point. Further out a grid means nothing useful (at 1e-9 a pixel is a
    /// billion points, so a 33-point width becomes one) or overflows (at 1e300 a margin of
    /// 1e9 is an infinite number of pixels): a root given such a scale does not snap, and
    /// says so with a warning.
    ///
    ///     Frame.snappingScales.contains(3)   // true
    public static let snappingScales: ClosedRange<Double> = 1.0 / 16...1_024

    /// Creates a root frame: a rectangle with no parent, at the origin.
    ///
    /// `scale` is the pixel scale results are snapped to (2 on a @2x screen); `nil`, the
    /// default, means exact values. A scale outside ``snappingScales`` means exact values
    /// too, with an `.invalidValue` warning to the log (or a capture) when the frame is made.
    /// `direction` decides what `start` and `end` mean for every descendant.
    ///
    ///     let screen = Frame(width: 375, height: 812, scale: 3)
    @inlinable
    public init(width: Double, height: Double, direction: LayoutDirection = .ltr, scale: Double? = nil) {
        self.init(Rect(x: 0, y: 0, width: width, height: height), direction: direction, scale: scale)
    }

    /// Creates a root frame with an origin, for a root that is itself placed somewhere
    /// (a window on a desktop). Its children's root coordinates include that origin.
    ///
    ///     let window = Frame(Rect(x: 100, y: 50, width: 640, height: 480))
    @inlinable
    public init(_ rect: Rect, direction: LayoutDirection = .ltr, scale: Double? = nil) {
        self.init(
            rect: rect, parentSize: nil, parentOrigin: .zero,
            direction: direction, scale: scale ?? 0, isHidden: false)
        if let scale, _slowPath(!Frame.snappingScales.contains(scale)) { Frame.reportUnusedScale(scale) }
    }

    /// Reports that a root was given `scale`, which does not snap: out of line, for a
    /// mistake.
    @usableFromInline @inline(never)
    static func reportUnusedScale(_ scale: Double) {
        let range = "between 1/16 and 1024 pixels per point"
        Pin.deliver([
            .notApplied(
                .invalidValue, "Frame(scale: \(formatted(scale)))",
                "a scale that snaps is \(range); the frame's results are not snapped")
        ])
    }

    /// Creates (or re-places) a frame with `rect` inside `parent`, remembering the
    /// parent's size, position, direction and scale as they are now.
    ///
    ///     let image = Frame(Rect(x: 8, y: 8, width: 50, height: 50), in: cell)
    ///     let moved = Frame(image.rect, in: resizedCell)   // same rect, new parent
    @inlinable
    public init(_ rect: Rect, in parent: Frame) {
        // Copied field by field from a parent that is already checked: a render loop makes
        // its frames every layout, so making one is a few moves, with nothing to validate.
        self.storedRect = rect
        self.parentSizeStorage = parent.storedRect.size
        self.parentOrigin = Point(
            x: parent.parentOrigin.x + parent.storedRect.x, y: parent.parentOrigin.y + parent.storedRect.y)
        self.pixelScale = parent.pixelScale
        var traits = Traits(rawValue: parent.traits.rawValue & Traits.inherited.rawValue)
        traits.set(.negativeSize, rect.mayHaveNegativeSize)
        self.traits = traits
        self.rootTag = parent.rootTag
    }

    /// Creates a frame inside `parent` from its coordinates.
    ///
    ///     let label = Frame(x: 10, y: 10, width: 120, height: 20, in: cell)
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double, in parent: Frame) {
        self.init(Rect(x: x, y: y, width: width, height: height), in: parent)
    }

    /// Creates a frame with a zero rect inside `parent`, ready to be pinned.
    ///
    ///     let badge = Frame(in: cell).pin.topRight(8).size(16).layout()
    @inlinable
    public init(in parent: Frame) {
        self.init(.zero, in: parent)
    }

    /// Whether the frame has a parent. Rules that pin against a parent need one.
    ///
    ///     Frame(width: 10, height: 10).hasParent   // false
    @inlinable
    public var hasParent: Bool { !traits.has(.root) }

    /// The frame's own coordinate space: its size at origin zero. Children are placed in it.
    ///
    ///     Frame(x: 5, y: 5, width: 10, height: 20, in: screen).bounds   // (x: 0, y: 0, width: 10, height: 20)
    @inlinable
    public var bounds: Rect { Rect(x: 0, y: 0, width: rect.width, height: rect.height) }

    /// The rectangle in root coordinates: what anchors and edges of this frame refer to.
    ///
    ///     let card = Frame(x: 20, y: 20, width: 300, height: 100, in: screen)
    ///     Frame(x: 5, y: 5, width: 10, height: 10, in: card).absoluteRect   // (x: 25, y: 25, width: 10, height: 10)
    ///
    /// Where the parent's origin and the frame's position add up past the largest number,
    /// the largest number (of that sign) stands for the sum, as pictures draw it.
    public var absoluteRect: Rect {
        Rect(
            x: Frame.offset(parentOrigin.x, by: rect.x), y: Frame.offset(parentOrigin.y, by: rect.y),
            width: rect.width, height: rect.height)
    }

    /// The rectangle in root coordinates as the plain sum of the parent's origin and the
    /// frame's place: what rules, anchors and layouts work with (a sum past the largest
    /// number stays infinite there, and the rule using it warns).
    @inlinable
    var rootRect: Rect {
        Rect(x: parentOrigin.x + rect.x, y: parentOrigin.y + rect.y, width: rect.width, height: rect.height)
    }

    /// `origin + position`, the largest finite number (of its sign) where a finite position
    /// and its parent's origin add up past it (the origin itself may be such a sum).
    static func offset(_ origin: Double, by position: Double) -> Double {
        let sum = origin + position
        guard sum.isInfinite, position.isFinite, !origin.isNaN else { return sum }
        return sum > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }
}

extension Frame {
    /// A frame's flags, packed in one byte.
    @usableFromInline
    struct Traits: OptionSet, Hashable, Sendable {
        @usableFromInline var rawValue: UInt8

        @inlinable
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// No parent. Set rather than "has a parent", so the common case is all bits clear.
        @inlinable
        static var root: Self { Self(rawValue: 1 << 0) }
        @inlinable
        static var rightToLeft: Self { Self(rawValue: 1 << 1) }
        @inlinable
        static var hidden: Self { Self(rawValue: 1 << 2) }
        /// `pixelScale > 0`: results are snapped. A bit here lets the common case (a child,
        /// no snapping) be told apart with one test.
        @inlinable
        static var snaps: Self { Self(rawValue: 1 << 3) }
        /// The rect's width or height may be negative: set when a rect given to an initialiser
        /// or assigned to `rect` has one (or −0), so that a chain looks closer — starting from
        /// 0 there, and saying so — and kept until the frame is made again (a later rect, or
        /// one a chain resolved, only makes the closer look find nothing). Clear, the size is
        /// not negative. A bit, so that a chain tests it with the root bit at once; frames are
        /// compared without it.
        @inlinable
        static var negativeSize: Self { Self(rawValue: 1 << 4) }
        /// The bits that say what a frame is (all but `negativeSize`, which only says where a
        /// chain should look closer): what equality compares.
        @inlinable
        static var identifying: Self { Self(rawValue: ~negativeSize.rawValue) }
        /// What a child takes from its parent: the direction and whether it snaps.
        @inlinable
        static var inherited: Self { Self(rawValue: rightToLeft.rawValue | snaps.rawValue) }

        // Bit operations spelled out: OptionSet's `contains`/`insert` are generic and are
        // not always inlined.
        @inlinable
        func has(_ flag: Self) -> Bool { rawValue & flag.rawValue != 0 }

        @inlinable
        mutating func set(_ flag: Self, _ isOn: Bool) {
            rawValue = isOn ? rawValue | flag.rawValue : rawValue & ~flag.rawValue
        }
    }
}

extension Frame: CustomStringConvertible {
    /// The rect, then `hidden` when hidden, and `root` for a frame with no parent.
    ///
    ///     print(Frame(width: 10, height: 10))   // Frame(x: 0, y: 0, width: 10, height: 10, root)
    public var description: String {
        var text = "Frame" + String(rect.description.dropLast())
        if !hasParent { text += ", root" }
        if isHidden { text += ", hidden" }
        return text + ")"
    }
}

extension Frame: Codable {
    /// The keys of a frame's encoded form: what the frame's initializers take, never its
    /// storage.
    private enum CodingKeys: String, CodingKey {
        case rect, parentSize, parentOrigin, direction, scale, isHidden
    }

    /// Decodes a frame the way its initializers make one: a frame without `parentSize` is a
    /// root (whose parent origin is zero, so `parentOrigin` is not read for it), `direction`
    /// defaults to `ltr`, a missing `scale` means none (one outside ``snappingScales`` too,
    /// with a warning), and `isHidden` defaults to `false`. A `parentSize` or `parentOrigin`
    /// that is not finite (a decoder set to read "nan") is a `DecodingError`.
    ///
    ///     let json = #"{"rect": {"x": 0, "y": 0, "width": 10, "height": 10},"#
    ///         + #" "parentSize": {"width": 100, "height": 50}}"#
    ///     let badge = try JSONDecoder().decode(Frame.self, from: Data(json.utf8))
    ///     print(badge.pin.bottomRight().rect)   // (x: 90, y: 40, width: 10, height: 10)
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let rect = try values.decode(Rect.self, forKey: .rect)
        let parentSize = try values.decodeIfPresent(Size.self, forKey: .parentSize)
        let parentOrigin = parentSize == nil ? nil : try values.decodeIfPresent(Point.self, forKey: .parentOrigin)
        // What a parent gives its children is always finite: another value (a decoder may
        // read "nan" as one) would make every rule and every child's position meaningless.
        for (value, key) in [
            (parentSize?.width, CodingKeys.parentSize), (parentSize?.height, .parentSize),
            (parentOrigin?.x, .parentOrigin), (parentOrigin?.y, .parentOrigin),
        ] where !(value?.isFinite ?? true) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: values, debugDescription: "\(key.rawValue) must be finite numbers")
        }
        self.init(
            rect: rect, parentSize: parentSize, parentOrigin: parentOrigin ?? .zero,
            direction: try values.decodeIfPresent(LayoutDirection.self, forKey: .direction) ?? .ltr,
            scale: try values.decodeIfPresent(Double.self, forKey: .scale) ?? 0,
            isHidden: try values.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false)
        if let scale = try values.decodeIfPresent(Double.self, forKey: .scale), !Frame.snappingScales.contains(scale) {
            Frame.reportUnusedScale(scale)
        }
    }

    /// Encodes the frame by what it is: its `rect`, its parent's size and origin (children
    /// only), its `direction`, its `scale` (when it has one) and `isHidden`.
    ///
    ///     let encoder = JSONEncoder()
    ///     encoder.outputFormatting = .sortedKeys
    ///     let json = try encoder.encode(Frame(width: 9, height: 9, scale: 2))
    ///     print(String(decoding: json, as: UTF8.self))
    ///     // {"direction":"ltr","isHidden":false,"rect":{"height":9,"width":9,"x":0,"y":0},"scale":2}
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(rect, forKey: .rect)
        if hasParent {
            try values.encode(parentSizeStorage, forKey: .parentSize)
            try values.encode(parentOrigin, forKey: .parentOrigin)
        }
        try values.encode(direction, forKey: .direction)
        try values.encodeIfPresent(scale, forKey: .scale)
        try values.encode(isHidden, forKey: .isHidden)
    }
}
