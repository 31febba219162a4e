"""Names why cases differ, for a run of generate.py with --all (see flexbox-reference.sh).

    python3 classify.py CASES.json DIFFERING.txt

DIFFERING.txt is what StackReferenceTests writes when PINFRAME_FLEX_DIFFERING names it. Each
differing case is counted under the first of the known differences (Documentation/
ContentSizing.md) it has, in the order below; a case with none of them is "unexplained" and
printed, to be looked into with replay.py.
"""

import json
import sys


def cross_limits(item):
    return item["minWidth"], item["maxWidth"]


def measured(case):
    return [item for item in case["items"] if item["words"] is not None]


def known_differences(case, browser):
    """The known differences `case` has, as (name, present) pairs, in order."""
    column = not case["horizontal"]
    texts = measured(case)
    content_width = case["width"] - case["padding"][1] - case["padding"][3]

    def stretches(item):
        return (item["alignment"] or case["alignment"]) == "stretch"

    differences = [
        ("a measured item with an aspect ratio (kept, as for an image; a browser's text block grows)",
         any(item["aspectRatio"] for item in texts)),
        ("a measured item sized 0 (a 0 proposal asks for the narrowest)",
         any(0 in (item["width"], item["height"], item["minWidth"], item["minHeight"]) for item in texts)),
    ]
    if browser:
        differences += [
            ("a wrapping column wider than its content box (Chromium fits texts to the line)",
             column and case["wrap"] and any(
                 max(item["width"] or 0, item["minWidth"] or 0) + item["margin"][1] + item["margin"][3] > content_width
                 or item["aspectRatio"] for item in case["items"])),
        ]
    else:
        differences += [
            ("an item with an aspect ratio (Taffy transfers limits and sizes where browsers do not)",
             any(item["aspectRatio"] for item in case["items"])),
            ("Taffy measures at an explicit width before its limits clamp it",
             column and any(item["width"] is not None and any(limit is not None for limit in cross_limits(item))
                            for item in texts)),
            ("Taffy lets a maximum width win over a larger minimum when it measures",
             column and any(None not in cross_limits(item) and item["minWidth"] > item["maxWidth"] for item in texts)),
            ("Taffy takes the side margins from the width on offer after its limits",
             column and any(any(limit is not None for limit in cross_limits(item))
                            and item["margin"][1] + item["margin"][3] > 0 for item in texts)),
            ("Taffy measures an item stretched in a wrapping column at the container's width",
             column and case["wrap"] and any(item["width"] is None and stretches(item) for item in texts)),
        ]
    return differences


if __name__ == "__main__":
    cases = json.load(open(sys.argv[1]))
    counts = {}
    unexplained = []
    for line in open(sys.argv[2]):
        number = int(line.split(" ", 1)[0])
        case = cases[number]
        reason = next((name for name, present in known_differences(case, case.get("fills", False)) if present), None)
        if reason is None:
            unexplained.append(number)
        else:
            counts[reason] = counts.get(reason, 0) + 1
    reference = "Chromium" if cases and cases[0].get("fills") else "Taffy"
    differing = sum(counts.values()) + len(unexplained)
    print(f"{len(cases)} cases against {reference}: {len(cases) - differing} match, {differing} differ")
    for reason, count in sorted(counts.items(), key=lambda entry: -entry[1]):
        print(f"  {count:6}  {reason}")
    print(f"  {len(unexplained):6}  unexplained{': ' + ' '.join(map(str, unexplained[:20])) if unexplained else ''}")
