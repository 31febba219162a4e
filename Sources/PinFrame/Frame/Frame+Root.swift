// Which root a frame descends from, so that a rule referring to a frame of another root —
// whose root coordinates mean something else — can be refused instead of giving a position
// that is off by the difference between the roots.
//
// A root is identified by what makes its coordinates what they are: its rect, direction and
// scale. Two equal roots share an identity, and may: their coordinates agree, so a frame of
// one placed against a frame of the other lands where it would in either. A root whose rect
// changed is another root: children made before and after the change do not mix. Frames
// stay plain values: the identity is a number carried from parent to child, not a reference.

extension Frame {
    /// The identity of `root` (a frame with no parent): its numbers mixed into 64 bits (−0
    /// read as 0, so equal roots agree), folded to 8, 0 read as 1 so that no root is
    /// unknown. Two different roots share a digest once in 255. Worked out once when a root
    /// is made and copied to its children, which never compute it; only in debug builds,
    /// which alone check roots (a release build's roots carry 0, unknown).
    @usableFromInline
    static func rootIdentity(of root: Frame) -> UInt8 {
        func mixing(_ digest: UInt64, _ number: Double) -> UInt64 {
            let mixed = (digest ^ (number + 0).bitPattern) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ mixed >> 29
        }
        let rect = root.storedRect
        let start: UInt64 = root.traits.has(.rightToLeft) ? 0x5851_F42D_4C95_7F2D : 0x1405_7B7E_F767_814F
        let digest = mixing(
            mixing(mixing(mixing(mixing(start, rect.x), rect.y), rect.width), rect.height), root.pixelScale)
        let folded = digest ^ digest >> 32
        let tag = UInt8(truncatingIfNeeded: folded ^ folded >> 16 ^ folded >> 8)
        return tag == 0 ? 1 : tag
    }

    /// Whether positions in root coordinates mean the same for this child's root and for
    /// the one whose identity is `root`: the same identity, or either unknown (a root is
    /// unknown here; rules that refer to other frames need a parent anyway).
    @inlinable @inline(__always)
    func sharesRoot(with root: UInt8) -> Bool {
        // A root's own tag is its identity, not a root it descends from: unknown here.
        Frame.tag(hasParent ? rootTag : 0, agreesWith: root)
    }

    /// Whether two root tags may name the same root: equal, or either unknown (0). Without a
    /// branch: `a == b || a == 0 || b == 0`.
    @inlinable @inline(__always)
    static func tag(_ a: UInt8, agreesWith b: UInt8) -> Bool {
        either(either(a == b, a == 0), b == 0)
    }

    /// Whether frames are checked for coming from another root: in debug builds only (the
    /// check costs about a third of a chain of relative rules, and what is checked is
    /// applied as written either way, so a release build lays out the same).
    @inlinable
    static var checksRoots: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Whether a frame whose root tag is `root` may be a descendant of this frame: the same
    /// root (a root's own tag is the one its children carry), or either unknown.
    @inlinable
    func sharesRootAsParent(with root: UInt8) -> Bool {
        Frame.tag(rootTag, agreesWith: root)
    }
}

extension Frame {
    /// Frames are equal when they are the same rectangle with the same knowledge of their
    /// parent (size, origin, direction, scale) and the same hidden flag; which root they
    /// came from is not compared, so a decoded frame equals the one encoded.
    ///
    ///     Frame(in: Frame(width: 9, height: 9)) == Frame(in: Frame(width: 9, height: 9))   // true
    @inlinable
    public static func == (a: Frame, b: Frame) -> Bool {
        a.rect == b.rect && a.parentSizeStorage == b.parentSizeStorage && a.parentOrigin == b.parentOrigin
            && a.pixelScale == b.pixelScale
            && a.traits.rawValue & Traits.identifying.rawValue == b.traits.rawValue & Traits.identifying.rawValue
    }

    /// Hashes what `==` compares.
    ///
    ///     Set([Frame(width: 9, height: 9), Frame(width: 9, height: 9)]).count   // 1
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(parentSizeStorage)
        hasher.combine(parentOrigin)
        hasher.combine(pixelScale)
        hasher.combine(traits.rawValue & Traits.identifying.rawValue)
    }
}
