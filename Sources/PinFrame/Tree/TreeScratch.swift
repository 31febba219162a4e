/// Memory a layout of a tree keeps for itself between calls when the caller hands it one (in
/// a ``MeasureCache``): what it would otherwise allocate at every call. Never inside the
/// tree, which several threads may lay out at once; a cache is the caller's alone (`inout`).
@usableFromInline
struct TreeScratch: Sendable {
    /// The answers of the call's own measurement cache: two per node, and the rest.
    var answers: [TreeMeasureCache.Entry] = []
    var moreAnswers: [TreeMeasureCache.Entry] = []
    /// Where each container's children are placed before they are written as frames.
    var placing: [Frame] = []

    @usableFromInline init() {}
}

extension Array {
    /// Empties the array, keeping its memory for what comes next. (`removeAll(keepingCapacity:
    /// true)` on an array that is already empty allocates one.)
    @inlinable
    mutating func removeAllKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
