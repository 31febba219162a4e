/// The size of one column or row of a ``Grid``: one value of CSS `grid-template-columns` or
/// `grid-template-rows`. Intrinsic tracks (`auto`, `minContent`, `maxContent`,
/// `fitContent`) are sized from the items in them; fractions share what the others leave.
///
///     let grid = Grid(columns: [.points(60), .fraction(1), .fraction(2)])
///     let box = Frame(x: 0, y: 0, width: 300, height: 20, in: screen)
///     grid.frames(for: [GridItem(), GridItem(), GridItem()], in: box).map(\.rect.width)
///     // [60, 80, 160]: the 240 left shared 1 : 2
public enum GridTrack: Hashable, Sendable {
    /// A fixed length (`40px`). Not a finite number ≥ 0: 0.
    case points(Double)
    /// A share of the space the other tracks leave (`1fr`); tracks whose fractions sum below 1
    /// take only that part of it. Not a finite number > 0: 0.
    case fraction(Double)
    /// A percentage (50 is 50%) of the grid's content box on its axis (`50%`). Sized as
    /// `.auto` while the grid's size comes from its content, then resolved against the size
    /// that gives. Not a finite number ≥ 0: 0%.
    ///
    ///     Grid(columns: [.percent(25), .fraction(1)])   // in 200 wide: 50 and 150
    case percent(Double)
    /// As big as its items need, stretched when the distribution is `.stretch` and space is
    /// left (`auto`).
    case auto
    /// As small as its items can be (`min-content`): text at its narrowest.
    case minContent
    /// As big as its items want (`max-content`): text on one line.
    case maxContent
    /// As big as its items want but at most the limit, and never less than they need
    /// (`fit-content(40px)`).
    case fitContent(Double)
    /// At least the first, at most the second (`minmax(100px, 1fr)`). A fraction as the
    /// minimum acts as `.auto`; a fixed maximum below a fixed minimum is the minimum.
    indirect case minmax(GridTrack, GridTrack)
    /// `tracks` written out several times (CSS `repeat()`): a fixed number of times, or as
    /// many as fit the container (``GridRepetition``). A repetition inside a repetition is
    /// written out in place; as a bound of `minmax` it acts as `.auto`.
    ///
    ///     // repeat(auto-fill, minmax(120px, 1fr)) in 430 points with 10 of spacing:
    ///     let photos = Grid(columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])],
    ///                       columnSpacing: 10)
    ///     // 3 columns of 136.67
    indirect case repeating(GridRepetition, [GridTrack])
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
    /// A percentage of the space on the axis: `resolved(in:)` turns it into a length, or
    /// into `.auto` while the space is not known.
    case percent(Double)

    /// This sizing function for tracks sized in `space`: a percentage of a definite length
    /// is that length's share, of any other space auto (CSS: a percentage track of a grid
    /// sized by its content is auto, then resolved against the size that gives).
    func resolved(in space: GridAvailableSpace) -> GridSizing {
        guard case .percent(let share) = self else { return self }
        guard let length = space.definiteLength else { return .auto }
        return .fixed(nonNegative(share * length / 100))
    }

    /// Whether, as a maximum, it grows to its items' max-content contributions.
    var growsToMaxContent: Bool {
        switch self {
        case .maxContent, .auto, .fitContent: true
        default: false
        }
    }

    /// Whether, as a maximum, it takes a share of the space left (a fraction).
    var isFlexible: Bool {
        if case .flex = self { return true }
        return false
    }

    /// Whether items' contents size it.
    var isIntrinsic: Bool {
        switch self {
        case .auto, .minContent, .maxContent, .fitContent: true
        case .fixed, .flex, .percent: false
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
        case .percent(let share): return (.percent(nonNegative(share)), .percent(nonNegative(share)))
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
        case .repeating: return (.auto, .auto)
        }
    }
}
