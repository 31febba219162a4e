"""Random stacks laid out by Taffy, an independent implementation of CSS flexbox.

    python3 generate.py COUNT SEED OUT.json [--text SHARE] [--ratio SHARE] [--flex SHARE] [--all]

Writes COUNT cases (a container, its settings, its items and the frames Taffy computed for
them) for StackReferenceTests to compare with PinFrame's `Stack`; chromium.py lays the same
cases out in a browser instead. Flex factors are whole numbers, and the space-* distributions
and a reversed space-between are only used where nothing overflows (their fallbacks differ,
see Documentation/Stacks.md).

`--flex` is the share of items that use the rest of flexbox (a basis, percentages, auto
margins, absolute and relative positions with offsets). A length is then a number (points) or
a string "N%". Taffy does not lay these out here: the cases are for chromium.py, and their
"expected" is empty until it has.

`--text` is the share of items that are text, measured by a callback (words of given widths
broken greedily at the width offered, each line `lineHeight` high, answering with the widest
line), which StackReferenceTests measures the same way; `--ratio` the share with an aspect
ratio. A measured item with no minimum on the main axis keeps CSS's automatic minimum
(min-width: auto), as PinFrame gives it; every other minimum is the given one or 0.

Without `--all`, the cases stay away from the places where PinFrame and a reference are known
to part (Documentation/ContentSizing.md lists them, and classify.py names them in a run with
`--all`): a measured item is never given a size or minimum of 0 (which the measure convention
reads as "narrowest") nor an explicit cross size outside its limits, nor a minimum above its
maximum, nor an aspect ratio; in a column a measured item with width limits has no side
margins, and in a wrapping column it does not stretch and no item is wider than the container
(nor has an aspect ratio, which could make it so).
"""

import json
import math
import random
import sys

import stretchable.style as st
from stretchable import Edge, Node, Style
from stretchable.style.geometry.length import Scale
from stretchable.style.geometry.size import SizePoints

PT = st.PT
DISTRIBUTIONS = {
    "start": (st.JustifyContent.FLEX_START, st.AlignContent.FLEX_START),
    "center": (st.JustifyContent.CENTER, st.AlignContent.CENTER),
    "end": (st.JustifyContent.FLEX_END, st.AlignContent.FLEX_END),
    "spaceBetween": (st.JustifyContent.SPACE_BETWEEN, st.AlignContent.SPACE_BETWEEN),
    "spaceAround": (st.JustifyContent.SPACE_AROUND, st.AlignContent.SPACE_AROUND),
    "spaceEvenly": (st.JustifyContent.SPACE_EVENLY, st.AlignContent.SPACE_EVENLY),
    "stretch": (st.JustifyContent.STRETCH, st.AlignContent.STRETCH),
}
ALIGNMENTS = {
    "start": (st.AlignItems.FLEX_START, st.AlignSelf.FLEX_START),
    "center": (st.AlignItems.CENTER, st.AlignSelf.CENTER),
    "end": (st.AlignItems.FLEX_END, st.AlignSelf.FLEX_END),
    "stretch": (st.AlignItems.STRETCH, st.AlignSelf.STRETCH),
}


def maybe(chance, make):
    return make() if random.random() < chance else None


def text_size(words, line_height, width):
    """The text's size when `width` is offered: broken greedily at that width (a wider word
    has a line of its own), at the longest word's width for 0 (min-content), on one line
    for infinity."""
    width = width if width > 0 else max(words)
    lines, widest, line = 0, 0.0, 0.0
    for word in words:
        if lines > 0 and line + word <= width:
            line += word
        else:
            lines += 1
            line = word
        widest = max(widest, line)
    return widest, lines * line_height


def proposal(known, available):
    """Taffy's question as PinFrame asks it: a size it knows, else the space on offer (0 for
    min-content, infinity for max-content)."""

    def axis(known_length, space):
        if known_length.scale == Scale.POINTS and not math.isnan(known_length.value):
            return known_length.value
        if space.scale == Scale.MIN_CONTENT:
            return 0.0
        if space.scale == Scale.MAX_CONTENT:
            return math.inf
        return space.value

    return axis(known.width, available.width), axis(known.height, available.height)


def text_measure(words, line_height):
    def measure(node, known, available):
        width, _ = proposal(known, available)
        return SizePoints(*text_size(words, line_height, width))

    return measure


PERCENTS = ["10%", "25%", "50%", "75%", "100%"]


def flex_fields(item, share, measured, roomy):
    """Gives `item` some of the rest of flexbox, each with chance `share`: a basis,
    percentage sizes and limits, auto margins, and a position with offsets (a third of
    those absolute, the rest relative). In a roomy box (where an overflow would need a
    fallback alignment) percentages stay small."""
    percents = PERCENTS[:2] if roomy else PERCENTS

    def percent_or(value):
        return random.choice(percents) if value is not None and random.random() < share else value

    for side in ("width", "height", "maxWidth", "maxHeight"):
        item[side] = percent_or(item[side])
    if not measured:
        for side in ("minWidth", "minHeight"):
            item[side] = percent_or(item[side])
    item["basis"] = maybe(share, lambda: random.choice([0, 0, 10, 30, "10%"] if roomy else [0, 0, 10, 30, 60, "25%", "50%"]))
    if measured and item["basis"] == 0 and random.random() < 0.5:
        item["basis"] = 10
    item["autoMargins"] = maybe(share, lambda: [random.random() < 0.5 for _ in range(4)])
    position = maybe(share, lambda: random.choice(["absolute", "relative", "relative"]))
    item["position"] = position
    if position:
        item["offsets"] = [maybe(0.5, lambda: random.choice([0, 5, -5, 10, "10%", "50%"])) for _ in range(4)]
        if position == "absolute":
            item["aspectRatio"] = None


def random_case(content_share, ratio_share, everything, flex_share=0.0):
    """A random stack: its container, settings and items (without a reference's frames).
    `everything`: also where PinFrame and the references are known to part."""
    horizontal = random.random() < 0.5
    reverse = random.random() < 0.25
    wrap = random.random() < 0.5
    # A third of the wrapping stacks wrap in reverse (CSS `wrap-reverse`).
    wrap_reverse = wrap and random.random() < 1 / 3
    distribution = random.choice(list(DISTRIBUTIONS))
    if reverse and distribution == "stretch":
        # Taffy puts a reversed `justify-content: stretch` at the physical start; CSS (and
        # PinFrame) at the flex start, the far end.
        distribution = "start"
    line_distribution = random.choice(list(DISTRIBUTIONS))
    alignment = random.choice(list(ALIGNMENTS))
    # Where an overflow would need a fallback alignment, keep everything small in a roomy box.
    roomy = (
        distribution in ("spaceAround", "spaceEvenly")
        or line_distribution in ("spaceAround", "spaceEvenly")
        or (reverse and distribution == "spaceBetween")
    )
    sizes = [0, 10, 20, 30] if roomy else [0, 10, 20, 30, 45, 60, 80, 120]
    width, height = (300, 300) if roomy else (random.choice([100, 150, 200, 300]), random.choice([60, 100, 150, 200]))
    # A wrapping column with an item wider than its content box: Chromium fits texts to the
    # line, PinFrame to the content box.
    narrow = not everything and wrap and not horizontal
    widths = [size for size in sizes if not narrow or size <= 60]
    spacing, line_spacing = random.choice([0, 0, 4, 10]), random.choice([0, 0, 5, 8])
    padding = [random.choice([0, 0, 3, 7]) for _ in range(4)]  # top, left, bottom, right
    items = []
    for _ in range(random.randint(1, 4 if roomy else 7)):
        text = random.random() < content_share
        explicit = 0.15 if text else 0.7
        item = {
            "width": maybe(explicit, lambda: random.choice(widths)),
            "height": maybe(explicit, lambda: random.choice(sizes)),
            "minWidth": maybe(0.15, lambda: random.choice([0, 15, 30] if roomy or narrow else [0, 15, 40, 70])),
            "maxWidth": maybe(0.15, lambda: random.choice([10, 25, 50, 90])),
            "minHeight": maybe(0.15, lambda: random.choice([0, 15, 30] if roomy else [0, 15, 40])),
            "maxHeight": maybe(0.15, lambda: random.choice([10, 25, 50])),
            "margin": [random.choice([0, 0, 0, 2, 5]) for _ in range(4)],
            "grow": random.choice([0, 0, 1, 2]),
            "shrink": random.choice([0, 0, 1, 3]),
            "alignment": maybe(0.2, lambda: random.choice(list(ALIGNMENTS))),
            "words": None,
            "lineHeight": None,
            "aspectRatio": None,
        }
        if text:
            # Short texts where an overflow would need a fallback alignment.
            words = [10, 20] if roomy else [10, 20, 30, 40, 50]
            item["words"] = [random.choice(words) for _ in range(random.randint(1, 3 if roomy else 5))]
            item["lineHeight"] = random.choice([10, 12])
            if not everything:
                keep_apart_from_known_differences(item, horizontal, wrap, alignment)
        # Items that grow through their ratio would overflow a roomy box. A browser's text
        # block with a ratio grows to fit its text; PinFrame keeps the ratio of a measured item,
        # as a browser does for an image.
        # An item with a ratio can be wider than a wrapping column (from its height).
        if random.random() < ratio_share and not roomy and not narrow and (everything or not text):
            item["aspectRatio"] = random.choice([0.5, 1, 1.5, 2, 3])
        if flex_share > 0:
            flex_fields(item, flex_share, text, roomy)
        items.append(item)
    return {
        "horizontal": horizontal,
        "reversed": reverse,
        "wrap": wrap,
        "wrapReverse": wrap_reverse,
        "width": width,
        "height": height,
        "spacing": spacing,
        "lineSpacing": line_spacing,
        "padding": padding,
        "distribution": distribution,
        "lineDistribution": line_distribution,
        "alignment": alignment,
        "items": items,
    }


def keep_apart_from_known_differences(item, horizontal, wrap, alignment):
    """Changes a measured item so that it stays where PinFrame and the references agree."""
    main, cross = ("width", "height") if horizontal else ("height", "width")
    limits = ("minWidth", "maxWidth") if cross == "width" else ("minHeight", "maxHeight")
    # A size of 0 is proposed as 0, which asks for the narrowest; a browser lays it out at 0.
    for side in ("width", "height", "minWidth", "minHeight"):
        if item[side] == 0:
            item[side] = None
    # Taffy measures at an explicit cross size before its limits clamp it, and lets a maximum
    # win over a larger minimum when it measures.
    if item[cross] is not None:
        item[limits[0]] = item[limits[1]] = None
    if item[limits[0]] is not None and item[limits[1]] is not None and item[limits[0]] > item[limits[1]]:
        item[limits[0]] = None
    if not horizontal:
        # Taffy takes the margins from the width on offer after clamping it by the limits.
        if item["minWidth"] is not None or item["maxWidth"] is not None:
            item["margin"][1] = item["margin"][3] = 0
        # Taffy measures an item that stretches in a wrapping column at the container's width.
        if wrap and item["width"] is None and (item["alignment"] or alignment) == "stretch":
            item["alignment"] = "start"


def taffy_frames(case, measure=None):
    """The frames Taffy lays `case`'s items out in, as [x, y, width, height] lists.
    `measure(words, line_height)`, if given, replaces `text_measure` (to watch the calls)."""
    horizontal, padding = case["horizontal"], case["padding"]
    row = st.FlexDirection.ROW_REVERSE if case["reversed"] else st.FlexDirection.ROW
    column = st.FlexDirection.COLUMN_REVERSE if case["reversed"] else st.FlexDirection.COLUMN
    main_gap, cross_gap = case["spacing"], case["lineSpacing"]
    container = Node(
        style=Style(
            display=st.Display.FLEX,
            size=st.Size(case["width"] * PT, case["height"] * PT),
            flex_direction=row if horizontal else column,
            flex_wrap=(
                (st.FlexWrap.WRAP_REVERSE if case.get("wrapReverse") else st.FlexWrap.WRAP)
                if case["wrap"] else st.FlexWrap.NO_WRAP
            ),
            gap=st.Size((main_gap if horizontal else cross_gap) * PT, (cross_gap if horizontal else main_gap) * PT),
            padding=st.Rect(top=padding[0] * PT, left=padding[1] * PT, bottom=padding[2] * PT, right=padding[3] * PT),
            justify_content=DISTRIBUTIONS[case["distribution"]][0],
            align_content=DISTRIBUTIONS[case["lineDistribution"]][1],
            align_items=ALIGNMENTS[case["alignment"]][0],
        )
    )

    def length(value):
        return st.AUTO if value is None else value * PT

    nodes = []
    for item in case["items"]:
        margin = item["margin"]
        measured = item["words"] is not None

        def minimum(value, main):
            # PinFrame's minimum is the given one, else the content's narrowest for a measured
            # item on its main axis, else 0. Unset on an item with a ratio, so that the other
            # axis's limits transfer through it (its content's narrowest is 0 anyway).
            if value is not None:
                return value * PT
            return st.AUTO if (measured and main) or item["aspectRatio"] else 0 * PT

        style = Style(
            size=st.Size(length(item["width"]), length(item["height"])),
            min_size=st.Size(minimum(item["minWidth"], horizontal), minimum(item["minHeight"], not horizontal)),
            max_size=st.Size(length(item["maxWidth"]), length(item["maxHeight"])),
            margin=st.Rect(top=margin[0] * PT, left=margin[1] * PT, bottom=margin[2] * PT, right=margin[3] * PT),
            flex_grow=item["grow"],
            flex_shrink=item["shrink"],
            align_self=ALIGNMENTS[item["alignment"]][1] if item["alignment"] else None,
            aspect_ratio=item["aspectRatio"],
        )
        if measured:
            node = Node(style=style, measure=(measure or text_measure)(item["words"], item["lineHeight"]))
        else:
            node = Node(style=style)
        container.append(node)
        nodes.append(node)
    container.compute_layout()
    boxes = [node.get_box(Edge.BORDER) for node in nodes]
    return [[box.x, box.y, box.width, box.height] for box in boxes]


if __name__ == "__main__":
    count, seed, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    options = sys.argv[4:]

    def share(name):
        return float(options[options.index(name) + 1]) if name in options else 0.0

    random.seed(seed)
    cases = []
    for _ in range(count):
        case = random_case(share("--text"), share("--ratio"), "--all" in options, share("--flex"))
        case["expected"] = [] if "--flex" in options else taffy_frames(case)
        cases.append(case)
    with open(path, "w") as out:
        json.dump(cases, out)
    print(f"{count} cases written to {path}")
