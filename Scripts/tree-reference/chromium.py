"""The same random trees laid out by Chromium, a browser's own CSS flexbox, in one page.

    python3 chromium.py CASES.json OUT.json

Reads cases written by generate.py, lays each tree out as nested flex containers with
headless Chromium (Debian's `chromium`) and writes the cases again with Chromium's frames as
"expected" (every node in its parent, in id order) and "fills": true: a measured text is a
block of inline boxes, one a word, which is as wide as the space it is offered up to its
natural width (CSS fit-content), so TreeReferenceTests measures these cases with a text that
answers that way. Minimums as generate.py gives Taffy: automatic on the parent's main axis
for containers and texts, 0 for fixed leaves.
"""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "flexbox-reference"))

from chromium import ALIGN, JUSTIFY, chromium_frames, px  # noqa: E402


def track_css(written):
    kind, _, value = written.partition(":")
    return {"points": f"{value}px", "fr": f"{value}fr"}.get(kind, "auto")


def node_html(node, parent_horizontal, root_size=None, parent_grid=False):
    margin = node["margin"]
    auto = node.get("autoMargins") or [False] * 4
    sides = ["auto" if auto[side] else f"{margin[side]}px" for side in range(4)]
    basis = px(node.get("basis")) if not parent_grid else "auto"
    container = node["children"] is not None
    measured = node["words"] is not None
    width, height = (root_size if root_size else (node["width"], node["height"]))
    style = [
        "box-sizing: border-box",
        f"width: {px(width)}",
        f"height: {px(height)}",
        f"margin: {sides[0]} {sides[3]} {sides[2]} {sides[1]}",
        f"flex: {node['grow']} {node['shrink']} {basis}",
    ]
    if node.get("position"):
        style.append(f"position: {node['position']}")
        for name, value in zip(("top", "left", "bottom", "right"), node.get("offsets") or [None] * 4):
            style.append(f"{name}: {px(value)}")
    elif container and not root_size:
        # The containing block of its absolute children.
        style.append("position: relative")
    automatic = container or measured
    if not parent_grid:
        if not (automatic and parent_horizontal):
            style.append("min-width: 0")
        if not (automatic and not parent_horizontal):
            style.append("min-height: 0")
    if node.get("aspectRatio"):
        style.append(f"aspect-ratio: {node['aspectRatio']}")
    if node["alignment"]:
        # In a grid, PinFrame's `.stretch` is CSS's `normal` (an item with a ratio keeps it).
        stretch_in_grid = parent_grid and node["alignment"] == "stretch"
        style.append(f"align-self: {'normal' if stretch_in_grid else ALIGN[node['alignment']]}")
    attributes = ""
    if node.get("overflow"):
        style += [f"overflow-x: {node['overflow'][0]}", f"overflow-y: {node['overflow'][1]}"]
        attributes = f' data-scroll="{node["scroll"][0]} {node["scroll"][1]}"'
    content = ""
    if container and node.get("columns"):
        padding = node["padding"]
        style += [
            "display: grid",
            f"grid-template-columns: {' '.join(track_css(written) for written in node['columns'])}",
            f"gap: {node['spacing']}px",
            f"padding: {padding[0]}px {padding[3]}px {padding[2]}px {padding[1]}px",
        ]
        content = "".join(node_html(child, True, parent_grid=True) for child in node["children"])
    elif container:
        padding = node["padding"]
        style += [
            "display: flex",
            f"flex-direction: {'row' if node['horizontal'] else 'column'}",
            f"gap: {node['spacing']}px",
            f"padding: {padding[0]}px {padding[3]}px {padding[2]}px {padding[1]}px",
            f"justify-content: {JUSTIFY[node['distribution']]}",
            f"align-items: {ALIGN[node['alignmentOfItems']]}",
        ]
        content = "".join(node_html(child, node["horizontal"]) for child in node["children"])
    elif measured:
        style += ["font-size: 0", "line-height: 0"]
        content = "".join(
            f'<span style="display: inline-block; vertical-align: top; width: {word}px; '
            f'height: {node["lineHeight"]}px"></span>'
            for word in node["words"]
        )
    return f'<div class="node" style="{"; ".join(style)}"{attributes}>{content}</div>'


def case_html(number, case):
    # The root in a block that gives it its width (and height when it has one).
    root = node_html(case["root"], True, (case["width"], case["height"]))
    position = f"position: absolute; left: {(number % 10) * 1000}px; top: {(number // 10) * 1000}px"
    return f'<div class="case" style="{position}; width: {case["width"]}px">{root}</div>'


SCRIPT = """
<script>
// Scroll first (Chromium clamps each offset to its range), then read every frame, and for
// each node the offsets it took and the room its scroll bars take (0 for nodes that do not
// scroll).
for (const node of document.querySelectorAll('[data-scroll]')) {
  const [left, top] = node.dataset.scroll.split(' ').map(Number);
  node.scrollLeft = left;
  node.scrollTop = top;
}
const frames = [...document.querySelectorAll('.case')].map(box => {
  const nodes = [...box.querySelectorAll('.node')];
  return {
    frames: nodes.map(node => {
      const r = node.getBoundingClientRect();
      const parent = node.parentElement.classList.contains('node') ? node.parentElement : node;
      const p = parent.getBoundingClientRect();
      return [r.left - p.left, r.top - p.top, r.width, r.height];
    }),
    scrolls: nodes.map(node => node.dataset.scroll === undefined ? null : [
      node.scrollLeft, node.scrollTop, node.offsetWidth - node.clientWidth, node.offsetHeight - node.clientHeight]),
  };
});
const out = document.createElement('pre');
out.id = 'frames';
out.textContent = JSON.stringify(frames);
document.body.appendChild(out);
</script>
"""


if __name__ == "__main__":
    cases = json.load(open(sys.argv[1]))
    frames = []
    for first in range(0, len(cases), 500):
        frames += chromium_frames(cases[first:first + 500], case_html, SCRIPT)
    for case, laidOut in zip(cases, frames):
        case["expected"] = laidOut["frames"]
        case["scrolls"] = laidOut["scrolls"]
        case["fills"] = True
    with open(sys.argv[2], "w") as out:
        json.dump(cases, out)
    print(f"{len(cases)} cases laid out by Chromium into {sys.argv[2]}")
