"""Shows cases that differ: each item, PinFrame's frame and the reference's, and for
Taffy's cases every measure call Taffy makes (replayed).

    python3 replay.py CASES.json DIFFERING.txt [NUMBER ...]

DIFFERING.txt is what StackReferenceTests writes when PINFRAME_FLEX_DIFFERING names it: a
line per differing case, its number and PinFrame's frames. With NUMBERs, only those cases.
"""

import json
import sys

import generate


def watched(words, line_height):
    measure = generate.text_measure(words, line_height)

    def watch(node, known, available):
        answer = measure(node, known, available)
        asked = generate.proposal(known, available)
        print(f"    {words}: known {known.width.value, known.height.value}, "
              f"available {available.width, available.height} (PinFrame would say {asked}) "
              f"-> {answer.width.value, answer.height.value}")
        return answer

    return watch


if __name__ == "__main__":
    cases = json.load(open(sys.argv[1]))
    wanted = {int(number) for number in sys.argv[3:]}
    for line in open(sys.argv[2]):
        number, frames = line.split(" ", 1)
        if wanted and int(number) not in wanted:
            continue
        case = cases[int(number)]
        print(f"case {number}:", {k: v for k, v in case.items() if k not in ("items", "expected")})
        pinframe = json.loads(frames)
        for index, item in enumerate(case["items"]):
            shown = {k: v for k, v in item.items() if v is not None and v != [0, 0, 0, 0] and (v != 0 or k in ("width", "height"))}
            mark = "" if all(abs(a - b) < 0.01 for a, b in zip(pinframe[index], case["expected"][index])) else "  <<<"
            reference = "Chromium" if case.get("fills") else "Taffy"
            print(f"  {index} {shown}\n      PinFrame {pinframe[index]}  {reference} {case['expected'][index]}{mark}")
        if not case.get("fills"):
            print("  Taffy's measure calls:")
            generate.taffy_frames(case, watched)
