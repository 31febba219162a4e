"""The same random grids laid out by Chromium, a browser's own CSS grid.

    python3 chromium.py CASES.json OUT.json

Reads cases written by generate.py (with `--no-taffy`, or with Taffy's frames, which are
replaced) and lays each out in one HTML page with headless Chromium (Debian's `chromium`),
writing the cases again with Chromium's frames for GridReferenceTests. An item's content is
a block of its content size inside it, so that its min-content and max-content sizes are
that size, as PinFrame's `contentSize` is; a text item's is a row of inline blocks, its
words, which a browser breaks as the comparison's text measure does (except that a block
answers with the width it is offered, up to the text's: `"fills": true` tells the test).
"""

import json
import os
import sys

from css import line, track

# The page runner of the flexbox comparison: one page of cases, their frames read back.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "flexbox-reference"))
from chromium import chromium_frames  # noqa: E402

DISTRIBUTION = {
    "start": "start", "center": "center", "end": "end", "spaceBetween": "space-between",
    "spaceAround": "space-around", "spaceEvenly": "space-evenly", "stretch": "stretch",
}
# PinFrame's `.stretch` is CSS's `normal` for grid items: stretched, except that an item with
# an aspect ratio is never stretched down (its height follows its width). `stretch` written
# out makes browsers stretch such an item down too.
ALIGNMENT = {"start": "start", "center": "center", "end": "end", "stretch": "normal"}
FLOW = {"rows": "row", "columns": "column", "rowsDense": "row dense", "columnsDense": "column dense"}


# The page runner's script, with each grid's own frame after its items' (at 0, 0: its size).
SCRIPT = """
<script>
const frames = [...document.querySelectorAll('.case')].map(box => {
  const origin = box.getBoundingClientRect();
  const items = [...box.children].map(item => {
    const r = item.getBoundingClientRect();
    return [r.left - origin.left, r.top - origin.top, r.width, r.height];
  });
  return items.concat([[0, 0, origin.width, origin.height]]);
});
const out = document.createElement('pre');
out.id = 'frames';
out.textContent = JSON.stringify(frames);
document.body.appendChild(out);
</script>
"""


def px(value):
    """A length: auto, a string "N%" as it is, else points."""
    if value is None:
        return "auto"
    return value if isinstance(value, str) else f"{value}px"


def item_html(item):
    margin = item["margin"]
    auto = item.get("autoMargins") or [False] * 4
    sides = ["auto" if auto[side] else f"{margin[side]}px" for side in range(4)]
    style = [
        "box-sizing: border-box",
        f"width: {px(item['width'])}",
        f"height: {px(item['height'])}",
        f"min-width: {px(item.get('minWidth'))}",
        f"min-height: {px(item.get('minHeight'))}",
        f"margin: {sides[0]} {sides[3]} {sides[2]} {sides[1]}",
        f"grid-column: {line(item['columnStart'])} / {line(item['columnEnd'])}",
        f"grid-row: {line(item['rowStart'])} / {line(item['rowEnd'])}",
    ]
    if item.get("position"):
        style.append(f"position: {item['position']}")
        for name, value in zip(("top", "left", "bottom", "right"), item.get("offsets") or [None] * 4):
            style.append(f"{name}: {px(value)}")
    if item["horizontalAlignment"]:
        style.append(f"justify-self: {ALIGNMENT[item['horizontalAlignment']]}")
    if item["verticalAlignment"]:
        style.append(f"align-self: {ALIGNMENT[item['verticalAlignment']]}")
    if item.get("aspectRatio"):
        style.append(f"aspect-ratio: {item['aspectRatio']}")
    if item.get("words"):
        style += ["font-size: 0", "line-height: 0"]
        content = "".join(
            f'<span style="display: inline-block; vertical-align: top; width: {word}px; '
            f'height: {item["lineHeight"]}px"></span>'
            for word in item["words"]
        )
    else:
        width, height = item["content"]
        content = f'<div style="width: {width}px; height: {height}px"></div>'
    return f'<div class="item" style="{"; ".join(style)}">{content}</div>'


def case_html(number, case):
    padding = case["padding"]
    style = [
        "position: absolute",
        f"left: {(number % 10) * 1000}px",
        f"top: {(number // 10) * 1000}px",
        "box-sizing: border-box",
        "display: grid",
        # A size from the content: max-content across, auto down.
        "width: max-content" if case["width"] is None else f"width: {case['width']}px",
        f"height: {px(case['height'])}",
        f"padding: {padding[0]}px {padding[3]}px {padding[2]}px {padding[1]}px",
        f"column-gap: {case['columnSpacing']}px",
        f"row-gap: {case['rowSpacing']}px",
        f"grid-template-columns: {' '.join(track(t) for t in case['columns']) or 'none'}",
        f"grid-template-rows: {' '.join(track(t) for t in case['rows']) or 'none'}",
        f"grid-auto-columns: {' '.join(track(t) for t in case['autoColumns'])}",
        f"grid-auto-rows: {' '.join(track(t) for t in case['autoRows'])}",
        f"grid-auto-flow: {FLOW[case['flow']]}",
        f"justify-items: {ALIGNMENT[case['horizontalAlignment']]}",
        f"align-items: {ALIGNMENT[case['verticalAlignment']]}",
        f"justify-content: {DISTRIBUTION[case['horizontalDistribution']]}",
        f"align-content: {DISTRIBUTION[case['verticalDistribution']]}",
    ]
    items = "".join(item_html(item) for item in case["items"])
    return f'<div class="case" style="{"; ".join(style)}">{items}</div>'


if __name__ == "__main__":
    cases = json.load(open(sys.argv[1]))
    frames = []
    for first in range(0, len(cases), 500):
        frames += chromium_frames(cases[first:first + 500], html=case_html, script=SCRIPT)
    for case, laid_out in zip(cases, frames):
        case["frames"] = laid_out
        case["fills"] = True
    with open(sys.argv[2], "w") as out:
        json.dump(cases, out)
    print(f"{len(cases)} cases laid out by Chromium into {sys.argv[2]}", file=sys.stderr)
