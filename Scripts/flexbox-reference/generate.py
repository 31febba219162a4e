"""Random stacks laid out by Taffy, an independent implementation of CSS flexbox.

    python3 generate.py COUNT SEED OUT.json

Writes COUNT cases (a container, its settings, its items and the frames Taffy computed for
them) for StackReferenceTests to compare with PinFrame's `Stack`. Cases stay where CSS and
PinFrame's rules agree and Taffy is known to follow them (see Documentation/Stacks.md):
flex factors are whole numbers, and the space-* distributions and a reversed space-between
are only used where nothing overflows.
"""

import json
import random
import sys

import stretchable.style as st
from stretchable import Edge, Node, Style

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


def case():
    horizontal = random.random() < 0.5
    reverse = random.random() < 0.25
    wrap = random.random() < 0.5
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
    spacing, line_spacing = random.choice([0, 0, 4, 10]), random.choice([0, 0, 5, 8])
    padding = [random.choice([0, 0, 3, 7]) for _ in range(4)]  # top, left, bottom, right
    items = []
    for _ in range(random.randint(1, 4 if roomy else 7)):
        items.append(
            {
                "width": maybe(0.7, lambda: random.choice(sizes)),
                "height": maybe(0.7, lambda: random.choice(sizes)),
                "minWidth": maybe(0.15, lambda: random.choice([0, 15, 30] if roomy else [0, 15, 40, 70])),
                "maxWidth": maybe(0.15, lambda: random.choice([10, 25, 50, 90])),
                "minHeight": maybe(0.15, lambda: random.choice([0, 15, 30] if roomy else [0, 15, 40])),
                "maxHeight": maybe(0.15, lambda: random.choice([10, 25, 50])),
                "margin": [random.choice([0, 0, 0, 2, 5]) for _ in range(4)],
                "grow": random.choice([0, 0, 1, 2]),
                "shrink": random.choice([0, 0, 1, 3]),
                "alignment": maybe(0.2, lambda: random.choice(list(ALIGNMENTS))),
            }
        )
    row = st.FlexDirection.ROW_REVERSE if reverse else st.FlexDirection.ROW
    column = st.FlexDirection.COLUMN_REVERSE if reverse else st.FlexDirection.COLUMN
    main_gap, cross_gap = spacing, line_spacing
    container = Node(
        style=Style(
            display=st.Display.FLEX,
            size=st.Size(width * PT, height * PT),
            flex_direction=row if horizontal else column,
            flex_wrap=st.FlexWrap.WRAP if wrap else st.FlexWrap.NO_WRAP,
            gap=st.Size((main_gap if horizontal else cross_gap) * PT, (cross_gap if horizontal else main_gap) * PT),
            padding=st.Rect(top=padding[0] * PT, left=padding[1] * PT, bottom=padding[2] * PT, right=padding[3] * PT),
            justify_content=DISTRIBUTIONS[distribution][0],
            align_content=DISTRIBUTIONS[line_distribution][1],
            align_items=ALIGNMENTS[alignment][0],
        )
    )

    def length(value):
        return st.AUTO if value is None else value * PT

    nodes = []
    for item in items:
        margin = item["margin"]
        node = Node(
            style=Style(
                size=st.Size(length(item["width"]), length(item["height"])),
                # PinFrame's minimum is the given one or 0, never the content's.
                min_size=st.Size((item["minWidth"] or 0) * PT, (item["minHeight"] or 0) * PT),
                max_size=st.Size(length(item["maxWidth"]), length(item["maxHeight"])),
                margin=st.Rect(top=margin[0] * PT, left=margin[1] * PT, bottom=margin[2] * PT, right=margin[3] * PT),
                flex_grow=item["grow"],
                flex_shrink=item["shrink"],
                align_self=ALIGNMENTS[item["alignment"]][1] if item["alignment"] else None,
            )
        )
        container.append(node)
        nodes.append(node)
    container.compute_layout()
    boxes = [node.get_box(Edge.BORDER) for node in nodes]
    return {
        "horizontal": horizontal,
        "reversed": reverse,
        "wrap": wrap,
        "width": width,
        "height": height,
        "spacing": spacing,
        "lineSpacing": line_spacing,
        "padding": padding,
        "distribution": distribution,
        "lineDistribution": line_distribution,
        "alignment": alignment,
        "items": items,
        "expected": [[box.x, box.y, box.width, box.height] for box in boxes],
    }


if __name__ == "__main__":
    count, seed, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    random.seed(seed)
    with open(path, "w") as out:
        json.dump([case() for _ in range(count)], out)
    print(f"{count} cases written to {path}")
