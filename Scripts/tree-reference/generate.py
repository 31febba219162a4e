"""Random trees of nested flex containers laid out by Taffy in one call.

    python3 generate.py COUNT SEED OUT.json [--no-padding] [--grids] [--overflow] [--flex]

Writes COUNT cases (a tree of rows and columns — with `--grids`, grids of fixed, fraction
and auto columns too, and leaves with an aspect ratio — with fixed leaves and text measured
by a callback, in a root of given width and an auto or given height) with the frame Taffy
computed for every node, in its parent, in the order a `LayoutTree` gives node ids (the
root, then depth first). TreeReferenceTests builds the same tree as a `LayoutTree` and
compares. The cases keep to what a stack alone is compared on
(Scripts/flexbox-reference/generate.py): no space-around/evenly, no wrapping, and measured
leaves keep away from the known differences listed there.
"""

import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "flexbox-reference"))

import stretchable.style as st  # noqa: E402
from generate import ALIGNMENTS, text_measure  # noqa: E402
from stretchable import Edge, Node, Style  # noqa: E402

PT = st.PT
# `--no-padding`: containers without padding (to tell apart what padding changes).
PADDED = "--no-padding" not in sys.argv
# `--overflow`: half the containers clip or scroll, with offsets (Chromium's cases only:
# the Taffy frames of these trees leave overflow out).
OVERFLOW = "--overflow" in sys.argv
# `--flex`: a third of the nodes below the root get a basis (in a row or column), auto
# margins, a width in percent, or a position (a third absolute, the rest relative) with
# offsets (Chromium's cases only: the Taffy frames leave them out).
FLEX = "--flex" in sys.argv


def flex_fields(node):
    """Some of the rest of flexbox for a node below the root."""
    if random.random() < 0.3:
        node["basis"] = random.choice([0, 0, 20, 50, "25%"])
    if random.random() < 0.3:
        node["autoMargins"] = [random.random() < 0.5 for _ in range(4)]
    if node["width"] is not None and random.random() < 0.3:
        node["width"] = random.choice(["25%", "50%"])
    if random.random() < 0.3:
        node["position"] = random.choice(["absolute", "relative", "relative"])
        node["offsets"] = [random.choice([None, None, 0, 5, -5, "10%"]) for _ in range(4)]
DISTRIBUTIONS = {
    "start": st.JustifyContent.FLEX_START,
    "center": st.JustifyContent.CENTER,
    "end": st.JustifyContent.FLEX_END,
    "spaceBetween": st.JustifyContent.SPACE_BETWEEN,
}


def maybe(chance, make):
    return make() if random.random() < chance else None


TRACKS = ["points:40", "points:60", "fr:1", "fr:2", "auto"]


def random_node(depth, max_depth, grids=False):
    """A container (a row, a column or, with `grids`, a grid) or a leaf (fixed, with a ratio,
    or text)."""
    container = depth == 0 or (depth < max_depth and random.random() < 0.35)
    node = {
        "margin": [random.choice([0, 0, 0, 2, 5]) for _ in range(4)],
        "grow": random.choice([0, 0, 1, 2]),
        "shrink": random.choice([0, 0, 1, 1]),
        "alignment": maybe(0.2, lambda: random.choice(list(ALIGNMENTS))),
        "width": None,
        "height": None,
        "words": None,
        "lineHeight": None,
        "children": None,
    }
    if container:
        node["horizontal"] = random.random() < 0.5
        node["spacing"] = random.choice([0, 0, 4, 8])
        node["padding"] = [random.choice([0, 0, 3, 6]) if PADDED else 0 for _ in range(4)]
        node["distribution"] = random.choice(list(DISTRIBUTIONS))
        node["alignmentOfItems"] = random.choice(list(ALIGNMENTS))
        if grids and random.random() < 0.4:
            node["columns"] = [random.choice(TRACKS) for _ in range(random.randint(1, 3))]
        if OVERFLOW and random.random() < 0.5:
            # Both axes clip or scroll (CSS turns a `visible` beside them into `auto`, which
            # PinFrame has as `.scroll`); offsets past the content are clamped by Chromium,
            # which says what it applied.
            node["overflow"] = [random.choice(["hidden", "scroll"]) for _ in range(2)]
            # A script may scroll a `hidden` axis too; PinFrame's `.clip` is not scrolled.
            node["scroll"] = [random.choice([0, 0, 7, 25, 60, 1000]) if axis == "scroll" else 0
                              for axis in node["overflow"]]
        node["children"] = [random_node(depth + 1, max_depth, grids) for _ in range(random.randint(1, 4))]
        if FLEX:
            for child in node["children"]:
                if random.random() < 1 / 3:
                    flex_fields(child)
    elif grids and random.random() < 0.2:
        node["width"] = random.choice([20, 30, 45])
        node["aspectRatio"] = random.choice([0.5, 1, 2])
    elif random.random() < 0.5:
        node["words"] = [random.choice([10, 20, 30, 40]) for _ in range(random.randint(1, 5))]
        node["lineHeight"] = random.choice([10, 12])
    else:
        node["width"] = random.choice([0, 10, 20, 30, 45, 60])
        node["height"] = random.choice([0, 10, 20, 30])
    return node


def track(written):
    kind, _, value = written.partition(":")
    if kind == "points":
        return st.GridTrackSizing.single(st.GridTrackSize.points(float(value)))
    if kind == "fr":
        return st.GridTrackSizing.single(st.GridTrackSize.flex(float(value)))
    return st.GridTrackSizing.single(st.GridTrackSize.auto())


def build(case_node, parent_horizontal, parent_grid=False):
    """The Taffy node of `case_node`, placed in a parent whose main axis is horizontal (or
    in a grid)."""
    margin = case_node["margin"]
    measured = case_node["words"] is not None
    container = case_node["children"] is not None

    def length(value):
        return st.AUTO if value is None else value * PT

    # A measured item and a container keep CSS's automatic minimum on their parent's main
    # axis (PinFrame measures both); every other minimum is 0.
    auto_main = measured or container
    style = dict(
        size=st.Size(length(case_node["width"]), length(case_node["height"])),
        min_size=st.Size(
            st.AUTO if (auto_main and parent_horizontal) or parent_grid else 0 * PT,
            st.AUTO if (auto_main and not parent_horizontal) or parent_grid else 0 * PT,
        ),
        aspect_ratio=case_node.get("aspectRatio"),
        margin=st.Rect(top=margin[0] * PT, left=margin[1] * PT, bottom=margin[2] * PT, right=margin[3] * PT),
        flex_grow=case_node["grow"],
        flex_shrink=case_node["shrink"],
        # In a grid, PinFrame's `.stretch` is CSS's `normal` (an item with a ratio keeps it).
        align_self=(
            ALIGNMENTS[case_node["alignment"]][1]
            if case_node["alignment"] and not (parent_grid and case_node["alignment"] == "stretch")
            else None
        ),
    )
    if container and case_node.get("columns"):
        padding = case_node["padding"]
        spacing = case_node["spacing"] * PT
        style.update(
            display=st.Display.GRID,
            grid_template_columns=[track(written) for written in case_node["columns"]],
            gap=st.Size(spacing, spacing),
            padding=st.Rect(top=padding[0] * PT, left=padding[1] * PT, bottom=padding[2] * PT, right=padding[3] * PT),
        )
        node = Node(style=Style(**style))
        for child in case_node["children"]:
            node.append(build(child, True, parent_grid=True))
        return node
    if container:
        padding = case_node["padding"]
        spacing = case_node["spacing"] * PT
        style.update(
            display=st.Display.FLEX,
            flex_direction=st.FlexDirection.ROW if case_node["horizontal"] else st.FlexDirection.COLUMN,
            gap=st.Size(spacing, spacing),
            padding=st.Rect(top=padding[0] * PT, left=padding[1] * PT, bottom=padding[2] * PT, right=padding[3] * PT),
            justify_content=DISTRIBUTIONS[case_node["distribution"]],
            align_items=ALIGNMENTS[case_node["alignmentOfItems"]][0],
        )
        node = Node(style=Style(**style))
        for child in case_node["children"]:
            node.append(build(child, case_node["horizontal"]))
        return node
    if measured:
        return Node(style=Style(**style), measure=text_measure(case_node["words"], case_node["lineHeight"]))
    return Node(style=Style(**style))


def frames(node):
    """Every node's [x, y, width, height] in its parent, the root first, depth first."""
    if node._box is None:
        # stretchable reads back the layout of visible nodes only (not the children of one
        # pushed out of its parent's box): read this one's too.
        node._update_layout()
    box = node.get_box(Edge.BORDER)
    out = [[box.x, box.y, box.width, box.height]]
    for child in node:
        out += frames(child)
    return out


if __name__ == "__main__":
    count, seed, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    random.seed(seed)
    cases = []
    for _ in range(count):
        root = random_node(0, random.choice([2, 3]), "--grids" in sys.argv)
        root["margin"] = [0, 0, 0, 0]
        width = random.choice([120, 200, 320])
        height = random.choice([None, None, 150, 300])
        # The root's size: the container's width, its height given or (None) its content's.
        root["width"], root["height"] = width, height
        if FLEX:
            cases.append({"root": root, "width": width, "height": height, "expected": []})
            continue
        tree = build(root, True)
        tree.compute_layout()
        cases.append({"root": root, "width": width, "height": height, "expected": frames(tree)})
    with open(path, "w") as out:
        json.dump(cases, out)
    print(f"{count} cases written to {path}")
