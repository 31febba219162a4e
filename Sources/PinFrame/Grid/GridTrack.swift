/// The size of one column or row of a grid: one value of CSS `grid-template-columns`.
///
///     Grid(columns: [.points(120), .fraction(1), .fraction(2), .auto])
enum GridTrack: Hashable, Sendable {
    /// A fixed length (`40px`).
    case points(Double)
    /// A share of the space left (`1fr`).
    case fraction(Double)
    /// As big as its items need, stretched when space is left (`auto`).
    case auto
    /// The smallest its items can be (`min-content`).
    case minContent
    /// As big as its items want (`max-content`).
    case maxContent
    /// As big as its items want, at most `limit`, at least what they need (`fit-content(40px)`).
    case fitContent(Double)
    /// At least the first, at most the second (`minmax(100px, 1fr)`).
    indirect case minmax(GridTrack, GridTrack)
}

/// How a track's minimum or maximum is sized (CSS's min and max track sizing functions).
enum GridSizing: Equatable, Sendable {
    case fixed(Double)
    case auto
    case minContent
    case maxContent
    /// A maximum only: max-content, at most the limit.
    case fitContent(Double)
    /// A maximum only: a share of the space left.
    case flex(Double)

    /// Whether, as a maximum, it grows to its items' max-content contributions.
    var growsToMaxContent: Bool {
        switch self {
        case .maxContent, .auto, .fitContent: true
        default: false
        }
    }

    /// Whether items' contents size it.
    var isIntrinsic: Bool {
        switch self {
        case .auto, .minContent, .maxContent, .fitContent: true
        case .fixed, .flex: false
        }
    }
}

extension GridTrack {
    /// The minimum and maximum sizing functions, with bad numbers set aside: a length that is
    /// not finite and ≥ 0 counts as 0, a fraction that is not finite and > 0 as 0; a fraction
    /// as a minimum acts as `auto`, as CSS says; a fixed maximum below a fixed minimum is the
    /// minimum.
    var sizing: (min: GridSizing, max: GridSizing) {
        switch self {
        case .points(let length): return (.fixed(nonNegative(length)), .fixed(nonNegative(length)))
        case .fraction(let share): return (.auto, .flex(positive(share, else: 0)))
        case .auto: return (.auto, .auto)
        case .minContent: return (.minContent, .minContent)
        case .maxContent: return (.maxContent, .maxContent)
        case .fitContent(let limit): return (.auto, .fitContent(nonNegative(limit)))
        case .minmax(let low, let high):
            var minimum = low.sizing.min
            if case .fraction = low { minimum = .auto }
            let maximum = high.sizing.max
            if case .fixed(let least) = minimum, case .fixed(let most) = maximum, most < least {
                return (minimum, minimum)
            }
            return (minimum, maximum)
        }
    }
}
