"""The same random stacks laid out by Chromium, a browser's own CSS flexbox.

    python3 chromium.py CASES.json OUT.json

Reads cases written by generate.py, lays each out in one HTML page with headless Chromium
(Debian's `chromium`) and writes the cases again with Chromium's frames as "expected", and
"fills": true, for StackReferenceTests.

A measured text is a block of inline boxes, one a word, `lineHeight` high: the browser
breaks lines between them. Such a block is as wide as the space it is offered, up to its
natural width and at least its longest word (CSS fit-content), so StackReferenceTests
measures these cases with a text that answers that way (`Text(fills: true)`) instead of
with its widest line.

Items that do not measure get `min-width`/`min-height: 0` on the main axis unless they set
one (PinFrame gives them no content-based minimum; CSS gives an empty box one of 0 anyway,
but an item with an aspect ratio one through its ratio).
"""

import json
import os
import subprocess
import sys
import tempfile

JUSTIFY = {
    "start": "flex-start",
    "center": "center",
    "end": "flex-end",
    "spaceBetween": "space-between",
    "spaceAround": "space-around",
    "spaceEvenly": "space-evenly",
    "stretch": "stretch",
}
ALIGN = {"start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch"}


def px(value):
    """A length: auto, a string "N%" as it is, else points."""
    if value is None:
        return "auto"
    return value if isinstance(value, str) else f"{value}px"


def item_html(item, horizontal):
    margin = list(item["margin"])
    auto = item.get("autoMargins") or [False] * 4
    sides = ["auto" if auto[side] else f"{margin[side]}px" for side in range(4)]
    basis = px(item.get("basis"))
    style = [
        "box-sizing: border-box",
        f"width: {px(item['width'])}",
        f"height: {px(item['height'])}",
        f"max-width: {'none' if item['maxWidth'] is None else px(item['maxWidth'])}",
        f"max-height: {'none' if item['maxHeight'] is None else px(item['maxHeight'])}",
        f"margin: {sides[0]} {sides[3]} {sides[2]} {sides[1]}",
        f"flex: {item['grow']} {item['shrink']} {basis}",
    ]
    if item.get("position"):
        style.append(f"position: {item['position']}")
        for name, value in zip(("top", "left", "bottom", "right"), item.get("offsets") or [None] * 4):
            style.append(f"{name}: {px(value)}")
    measured = item["words"] is not None
    for name, value, main in (("min-width", item["minWidth"], horizontal), ("min-height", item["minHeight"], not horizontal)):
        if value is not None:
            style.append(f"{name}: {px(value)}")
        elif not (measured and main):
            style.append(f"{name}: 0")
    if item["alignment"]:
        style.append(f"align-self: {ALIGN[item['alignment']]}")
    if item["aspectRatio"]:
        style.append(f"aspect-ratio: {item['aspectRatio']}")
    content = ""
    if measured:
        style += ["font-size: 0", "line-height: 0"]
        height = item["lineHeight"]
        content = "".join(
            f'<span style="display: inline-block; vertical-align: top; width: {word}px; height: {height}px"></span>'
            for word in item["words"]
        )
    return f'<div class="item" style="{"; ".join(style)}">{content}</div>'


def case_html(number, case):
    horizontal, padding = case["horizontal"], case["padding"]
    direction = ("row" if horizontal else "column") + ("-reverse" if case["reversed"] else "")
    main_gap, cross_gap = case["spacing"], case["lineSpacing"]
    row_gap, column_gap = (cross_gap, main_gap) if horizontal else (main_gap, cross_gap)
    style = [
        "position: absolute",
        f"left: {(number % 10) * 1000}px",
        f"top: {(number // 10) * 1000}px",
        "box-sizing: border-box",
        "display: flex",
        f"width: {case['width']}px",
        f"height: {case['height']}px",
        f"flex-direction: {direction}",
        f"flex-wrap: {('wrap-reverse' if case.get('wrapReverse') else 'wrap') if case['wrap'] else 'nowrap'}",
        f"row-gap: {row_gap}px",
        f"column-gap: {column_gap}px",
        f"padding: {padding[0]}px {padding[3]}px {padding[2]}px {padding[1]}px",
        f"justify-content: {JUSTIFY[case['distribution']]}",
        f"align-content: {JUSTIFY[case['lineDistribution']]}",
        f"align-items: {ALIGN[case['alignment']]}",
    ]
    items = "".join(item_html(item, horizontal) for item in case["items"])
    return f'<div class="case" style="{"; ".join(style)}">{items}</div>'


SCRIPT = """
<script>
const frames = [...document.querySelectorAll('.case')].map(box => {
  const origin = box.getBoundingClientRect();
  return [...box.children].map(item => {
    const r = item.getBoundingClientRect();
    return [r.left - origin.left, r.top - origin.top, r.width, r.height];
  });
});
const out = document.createElement('pre');
out.id = 'frames';
out.textContent = JSON.stringify(frames);
document.body.appendChild(out);
</script>
"""


def chromium_frames(cases, html=None, script=SCRIPT):
    """Each case's item frames, relative to its container, as Chromium lays out the page
    `html(number, case)` (default: `case_html`) writes for each case; `script` reads them
    into a `<pre id="frames">`."""
    html = html or case_html
    page = "<!doctype html><html><body style='margin: 0'>"
    page += "".join(html(number, case) for number, case in enumerate(cases)) + script + "</body></html>"
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as file:
        file.write(page)
    try:
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", f"file://{file.name}"],
            capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(file.name)
    start = dom.index('<pre id="frames">') + len('<pre id="frames">')
    return json.loads(dom[start:dom.index("</pre>", start)])


if __name__ == "__main__":
    cases = json.load(open(sys.argv[1]))
    # A page of at most 500 cases at a time.
    frames = []
    for first in range(0, len(cases), 500):
        frames += chromium_frames(cases[first:first + 500])
    for case, expected in zip(cases, frames):
        case["expected"] = expected
        case["fills"] = True
    with open(sys.argv[2], "w") as out:
        json.dump(cases, out)
    print(f"{len(cases)} cases laid out by Chromium into {sys.argv[2]}")
