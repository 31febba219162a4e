"""Random grids laid out by Taffy (PyPI `stretchable`), an independent implementation of CSS
grid, for GridReferenceTests to compare with PinFrame's `Grid`.

    python3 generate.py COUNT SEED OUT.json

Each case: a container (size, padding, gaps, flow, alignments, distributions), explicit and
implicit tracks of every kind PinFrame has, and items with or without sizes, margins, an
aspect ratio, line-based or automatic placement, and content: a fixed content size, or (a
third of the items) text of words of given widths, measured by the flexbox comparison's
callback (broken at the width offered, 0 for the longest word, on one line for infinity).

`--flex`: the rest of flexbox in grids, for chromium.py (with `--no-taffy`): percentage
tracks, and for a third of the items percentage sizes and minimums, auto margins, or a
position (a third absolute, the rest relative) with offsets in points and percentages. A
length is then a number or a string "N%".

`--fractions`: fractions below 1 among the fraction tracks (0.2, 0.25, 0.5), containers
whose width (max-content) or height (auto) comes from their content, and items with a minimum
width or height (0 among them, which lets an item shrink below its content): how a grid sized
by its content shares fractions that add up to less than 1. The container's own frame then
follows the items' in `frames`.
"""

import json
import math
import os
import signal
import random
import sys

import css
import importlib.util
import stretchable.style as st
from stretchable.style.props import GridIndex, GridTrackRepetition, GridTrackSize, GridTrackSizing
from stretchable import Edge, Node, Style
from stretchable.style.geometry.length import Scale
from stretchable.style.geometry.size import SizePoints

# The flexbox comparison's text measure (its module has the same file name as this one).
_flexbox_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "flexbox-reference", "generate.py")
_spec = importlib.util.spec_from_file_location("flexbox_generate", _flexbox_path)
flexbox = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(flexbox)

PT = st.PT
DISTRIBUTIONS = {
    "start": (st.JustifyContent.START, st.AlignContent.START),
    "center": (st.JustifyContent.CENTER, st.AlignContent.CENTER),
    "end": (st.JustifyContent.END, st.AlignContent.END),
    "spaceBetween": (st.JustifyContent.SPACE_BETWEEN, st.AlignContent.SPACE_BETWEEN),
    "spaceAround": (st.JustifyContent.SPACE_AROUND, st.AlignContent.SPACE_AROUND),
    "spaceEvenly": (st.JustifyContent.SPACE_EVENLY, st.AlignContent.SPACE_EVENLY),
    "stretch": (st.JustifyContent.STRETCH, st.AlignContent.STRETCH),
}
# Tracks that overflow with a space-* distribution: Taffy packs them at the start, PinFrame
# (as its stacks) centres space-around and space-evenly. Left out until compared with Chromium.
SAFE_DISTRIBUTIONS = ["start", "center", "end", "stretch"]
ALIGNMENTS = {
    "start": (st.JustifyItems.START, st.AlignItems.START, st.JustifySelf.START, st.AlignSelf.START),
    "center": (st.JustifyItems.CENTER, st.AlignItems.CENTER, st.JustifySelf.CENTER, st.AlignSelf.CENTER),
    "end": (st.JustifyItems.END, st.AlignItems.END, st.JustifySelf.END, st.AlignSelf.END),
    "stretch": (st.JustifyItems.STRETCH, st.AlignItems.STRETCH, st.JustifySelf.STRETCH, st.AlignSelf.STRETCH),
}
# Negative lines make this Taffy panic on some grids (an implicit track index below 0).
NEGATIVE = False
FLOWS = {
    "rows": st.GridAutoFlow.ROW,
    "columns": st.GridAutoFlow.COLUMN,
    "rowsDense": st.GridAutoFlow.ROW_DENSE,
    "columnsDense": st.GridAutoFlow.COLUMN_DENSE,
}


# --flex: see the module's comment.
FLEX = False


def random_track(allow_minmax=True):
    kinds = ["points", "fraction", "auto", "minContent", "maxContent", "fitContent", "minmax"]
    kind = random.choice(kinds + (["percent"] if FLEX else []))
    if kind == "percent":
        return {"kind": kind, "value": random.choice([10, 25, 50])}
    if kind == "minmax" and not allow_minmax:
        kind = "auto"
    if kind == "points":
        return {"kind": kind, "value": random.randint(0, 12) * 10}
    if kind == "fraction":
        return {"kind": kind, "value": random.choice(FRACTIONS)}
    if kind == "fitContent":
        return {"kind": kind, "value": random.randint(0, 10) * 10}
    if kind == "minmax":
        low = random.choice([{"kind": "points", "value": random.randint(0, 8) * 10}, {"kind": "auto"},
                             {"kind": "minContent"}, {"kind": "maxContent"}])
        high = random.choice([{"kind": "points", "value": random.randint(0, 12) * 10}, {"kind": "auto"},
                              {"kind": "minContent"}, {"kind": "maxContent"},
                              {"kind": "fraction", "value": random.choice(MINMAX_FRACTIONS)}])
        return {"kind": kind, "min": low, "max": high}
    return {"kind": kind}


def random_fixed_track():
    """A track of fixed size (CSS `<fixed-size>`), what an automatic repetition may hold."""
    points = lambda low: {"kind": "points", "value": random.randint(low, 12) * 10}
    roll = random.random()
    if roll < 0.4:
        return points(1)
    if roll < 0.8:
        high = random.choice([points(0), {"kind": "auto"}, {"kind": "minContent"}, {"kind": "maxContent"},
                              {"kind": "fraction", "value": random.choice([1, 2])}])
        return {"kind": "minmax", "min": points(1), "max": high}
    low = random.choice([{"kind": "auto"}, {"kind": "minContent"}, {"kind": "maxContent"}])
    return {"kind": "minmax", "min": low, "max": points(1)}


def random_repeating_list(count):
    """A track list with a repetition: counted (of any tracks), or automatic (auto-fill or
    auto-fit, of fixed tracks, beside fixed tracks only, as CSS requires)."""
    repetition = random.choice(["count", "autoFill", "autoFit"])
    if repetition == "count":
        inner = [random_track() for _ in range(random.randint(1, 2))]
        others = [random_track() for _ in range(count)]
        repeat = {"kind": "repeat", "repetition": "count", "count": random.randint(1, 3), "tracks": inner}
    else:
        inner = [random_fixed_track() for _ in range(random.choice([1, 1, 1, 2]))]
        others = [random_fixed_track() for _ in range(count)]
        repeat = {"kind": "repeat", "repetition": repetition, "tracks": inner}
    others.insert(random.randint(0, len(others)), repeat)
    return others


def taffy_track(track):
    return GridTrackSize.from_inline(css.track(track))


def taffy_sizing(track):
    """One entry of a template list: a track, or a repetition of tracks."""
    if track["kind"] != "repeat":
        return GridTrackSizing.single(taffy_track(track))
    tracks = [taffy_track(t) for t in track["tracks"]]
    if track["repetition"] == "count":
        return GridTrackSizing.repeat(tracks, repetition=GridTrackRepetition.COUNT, count=track["count"])
    kind = GridTrackRepetition.AUTO_FILL if track["repetition"] == "autoFill" else GridTrackRepetition.AUTO_FIT
    return GridTrackSizing.repeat(tracks, repetition=kind)


def random_line(explicit):
    roll = random.random()
    if roll < 0.55:
        return {"kind": "auto"}
    if roll < 0.8:
        number = random.randint(1, explicit + 1) if explicit > 0 else 1
        if NEGATIVE and random.random() < 0.3:
            number = -number
        return {"kind": "line", "value": number}
    return {"kind": "span", "value": random.randint(1, 3)}


# --repeat: every case has a repetition in its columns, its rows or both.
REPEAT = False
# --fractions: see the module's comment.
CONTENT_SIZED = False
FRACTIONS = [1, 1, 2, 3]
MINMAX_FRACTIONS = [1, 2]


def explicit_count(tracks):
    """How many tracks a list has for line numbers: a repetition counts its tracks once."""
    return sum(len(t["tracks"]) * t.get("count", 1) if t["kind"] == "repeat" else 1 for t in tracks)


def random_case():
    columns = [random_track() for _ in range(random.randint(0, 4))]
    rows = [random_track() for _ in range(random.randint(0, 3))]
    if REPEAT:
        where = random.choice(["columns", "columns", "rows", "both"])
        if where != "rows":
            columns = random_repeating_list(random.randint(0, 2))
        if where != "columns":
            rows = random_repeating_list(random.randint(0, 1))
    maybe_size = lambda: random.choice([None, None, random.randint(0, 10) * 10])
    items = []
    for _ in range(random.randint(1, 8)):
        # An item with a ratio is image-like: no content of its own, so that the ratio alone
        # sizes it (a browser's block with a ratio also grows to fit content it has; PinFrame,
        # as for an image, keeps the ratio).
        ratio = random.choice([0.5, 1, 2]) if random.random() < 0.1 else None
        text = ratio is None and random.random() < 1 / 3
        items.append({
            "width": maybe_size(),
            "height": maybe_size(),
            "content": [0, 0] if ratio else [random.randint(0, 10) * 10, random.randint(0, 6) * 10],
            "words": [random.choice([10, 20, 30, 40, 50]) for _ in range(random.randint(1, 5))] if text else None,
            "lineHeight": random.choice([10, 16]),
            "aspectRatio": ratio,
            "margin": [random.choice([0, 0, 5]) for _ in range(4)],
            "columnStart": random_line(explicit_count(columns)),
            "columnEnd": random.choice([{"kind": "auto"}, random_line(explicit_count(columns))]),
            "rowStart": random_line(explicit_count(rows)),
            "rowEnd": random.choice([{"kind": "auto"}, random_line(explicit_count(rows))]),
            "horizontalAlignment": random.choice([None, None, "start", "center", "end", "stretch"]),
            "verticalAlignment": random.choice([None, None, "start", "center", "end", "stretch"]),
            "minWidth": random.choice([None, None, 0, random.randint(1, 5) * 10]) if CONTENT_SIZED else None,
            "minHeight": random.choice([None, None, 0, random.randint(1, 5) * 10]) if CONTENT_SIZED else None,
        })
        if FLEX and random.random() < 1 / 3:
            flex_fields(items[-1])
    # A size from the content on one axis; the other, given, is not 0 there (a 0 proposal
    # asks PinFrame for the min-content size, where CSS's is a width of 0).
    width_from_content = CONTENT_SIZED and random.random() < 1 / 3
    height_from_content = CONTENT_SIZED and random.random() < 1 / 2
    low = 1 if width_from_content or height_from_content else 0
    return {
        "width": None if width_from_content else random.randint(low, 40) * 10,
        "height": None if height_from_content else random.randint(low, 40) * 10,
        "padding": [random.choice([0, 0, 10]) for _ in range(4)],
        "columnSpacing": random.choice([0, 0, 5, 10]),
        "rowSpacing": random.choice([0, 0, 5, 10]),
        "columns": columns,
        "rows": rows,
        "autoColumns": [random_track(allow_minmax=False) for _ in range(random.randint(1, 2))],
        "autoRows": [random_track(allow_minmax=False) for _ in range(random.randint(1, 2))],
        "flow": random.choice(list(FLOWS)),
        "horizontalAlignment": random.choice(list(ALIGNMENTS)),
        "verticalAlignment": random.choice(list(ALIGNMENTS)),
        "horizontalDistribution": random.choice(SAFE_DISTRIBUTIONS),
        "verticalDistribution": random.choice(SAFE_DISTRIBUTIONS),
        "items": items,
    }


def flex_fields(item):
    """Gives `item` some of the rest of flexbox: percentage sizes and minimums, auto
    margins, a position with offsets."""
    for side in ("width", "height"):
        if item[side] is not None and random.random() < 0.5:
            item[side] = random.choice(["25%", "50%", "100%"])
    if random.random() < 0.3:
        item["minWidth"] = random.choice(["10%", "50%"])
    if random.random() < 0.4:
        item["autoMargins"] = [random.random() < 0.5 for _ in range(4)]
    if random.random() < 0.5:
        item["position"] = random.choice(["absolute", "relative", "relative"])
        item["offsets"] = [
            random.choice([None, None, 0, 5, -5, "10%", "50%"]) for _ in range(4)
        ]
        if item["position"] == "absolute":
            item["aspectRatio"] = None


def taffy_line(line):
    if line["kind"] == "auto":
        return GridIndex.auto()
    if line["kind"] == "line":
        return GridIndex.from_index(line["value"])
    return GridIndex.from_span(line["value"])


def fixed_measure(content):
    """A content size as Taffy measures a leaf: the size it knows on an axis, else the content's."""

    def measure(node, known, available):
        def axis(known_length, content_length):
            if known_length.scale == Scale.POINTS and not math.isnan(known_length.value):
                return known_length.value
            return content_length

        return SizePoints(axis(known.width, content[0]), axis(known.height, content[1]))

    return measure


def taffy_frames(case):
    padding = case["padding"]
    container = Node(
        style=Style(
            display=st.Display.GRID,
            size=st.Size(*(st.AUTO if case[axis] is None else case[axis] * PT for axis in ("width", "height"))),
            padding=st.Rect(top=padding[0] * PT, left=padding[1] * PT, bottom=padding[2] * PT, right=padding[3] * PT),
            gap=st.Size(case["columnSpacing"] * PT, case["rowSpacing"] * PT),
            grid_template_columns=[taffy_sizing(t) for t in case["columns"]],
            grid_template_rows=[taffy_sizing(t) for t in case["rows"]],
            grid_auto_columns=[taffy_track(t) for t in case["autoColumns"]],
            grid_auto_rows=[taffy_track(t) for t in case["autoRows"]],
            grid_auto_flow=FLOWS[case["flow"]],
            justify_items=ALIGNMENTS[case["horizontalAlignment"]][0],
            align_items=ALIGNMENTS[case["verticalAlignment"]][1],
            justify_content=DISTRIBUTIONS[case["horizontalDistribution"]][0],
            align_content=DISTRIBUTIONS[case["verticalDistribution"]][1],
        )
    )
    nodes = []
    for item in case["items"]:
        margin = item["margin"]
        style = Style(
            size=st.Size(st.AUTO if item["width"] is None else item["width"] * PT,
                         st.AUTO if item["height"] is None else item["height"] * PT),
            min_size=st.Size(st.AUTO if item["minWidth"] is None else item["minWidth"] * PT,
                             st.AUTO if item["minHeight"] is None else item["minHeight"] * PT),
            margin=st.Rect(top=margin[0] * PT, left=margin[1] * PT, bottom=margin[2] * PT, right=margin[3] * PT),
            grid_column=st.GridPlacement(taffy_line(item["columnStart"]), taffy_line(item["columnEnd"])),
            grid_row=st.GridPlacement(taffy_line(item["rowStart"]), taffy_line(item["rowEnd"])),
            justify_self=ALIGNMENTS[item["horizontalAlignment"]][2] if item["horizontalAlignment"] else None,
            align_self=ALIGNMENTS[item["verticalAlignment"]][3] if item["verticalAlignment"] else None,
            aspect_ratio=item["aspectRatio"],
        )
        measure = (
            flexbox.text_measure(item["words"], item["lineHeight"]) if item["words"] else fixed_measure(item["content"])
        )
        node = Node(style=style, measure=measure)
        container.append(node)
        nodes.append(node)
    container.compute_layout()
    frames = [[b.x, b.y, b.width, b.height] for b in (node.get_box(Edge.BORDER) for node in nodes)]
    box = container.get_box(Edge.BORDER)
    return frames + [[0, 0, box.width, box.height]]


def frames_in_child(case):
    """`taffy_frames(case)` in a child process: this Taffy panics (and aborts) on some grids,
    or never finishes; those cases are left out and counted."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        # Its panics print a backtrace each: counted, not shown.
        os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
        # Some grids make it loop without end: two seconds, then the case is left out.
        signal.alarm(2)
        try:
            result = json.dumps(taffy_frames(case)).encode()
        except BaseException:
            result = b""
        os.write(write, result)
        os._exit(0)
    os.close(write)
    chunks = []
    while chunk := os.read(read, 65536):
        chunks.append(chunk)
    os.close(read)
    os.waitpid(pid, 0)
    data = b"".join(chunks)
    return json.loads(data) if data else None


if __name__ == "__main__":
    count, seed, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    # --no-taffy: the cases only, every kind (negative lines and space-* distributions
    # included), for chromium.py to lay out.
    with_taffy = "--no-taffy" not in sys.argv[4:]
    REPEAT = "--repeat" in sys.argv[4:]
    FLEX = "--flex" in sys.argv[4:]
    if "--fractions" in sys.argv[4:]:
        CONTENT_SIZED = True
        FRACTIONS[:] = [0.2, 0.25, 0.5, 0.5, 1, 2]
        MINMAX_FRACTIONS[:] = [0.25, 0.5, 1, 2]
    if not with_taffy:
        NEGATIVE = True
        SAFE_DISTRIBUTIONS[:] = list(DISTRIBUTIONS)
    random.seed(seed)
    cases = []
    skipped = 0
    while len(cases) < count:
        case = random_case()
        frames = frames_in_child(case) if with_taffy else []
        if frames is None:
            skipped += 1
            continue
        case["frames"] = frames
        cases.append(case)
    with open(path, "w") as out:
        json.dump(cases, out)
    print(f"{len(cases)} cases; {skipped} left out where Taffy failed", file=sys.stderr)
