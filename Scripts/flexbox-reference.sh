#!/usr/bin/env bash
# Compares PinFrame's Stack with two independent CSS flexbox implementations on random
# stacks: Taffy (through its Python package `stretchable`) and Chromium (a browser, headless):
#
#     Scripts/flexbox-reference.sh [COUNT] [SEED]
#
# Installs stretchable into .build/flexbox-venv (and Debian's chromium when it is missing),
# generates COUNT cases (default 3000) of each kind into .build/ and runs
# StackReferenceTests on them, which must find every case equal:
#
#   - Taffy: plain items, and items measured as text;
#   - Chromium: plain items, text and aspect ratios;
#
# both staying away from the places where the references are known to part from PinFrame
# (Scripts/flexbox-reference/generate.py says which). Then it lays out COUNT cases of every
# kind with each reference and prints how many differ, and why (classify.py). Not part of CI
# (it needs PyPI); Documentation/Stacks.md and ContentSizing.md say what it has shown.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-3000}
seed=${2:-1}
source Scripts/reference-setup.sh
python="$PWD/$venv/bin/python"
scripts=Scripts/flexbox-reference
run() {  # cases file, differing list
    PINFRAME_FLEX_CASES="$PWD/$1" PINFRAME_FLEX_DIFFERING="$PWD/$2" swift test --filter StackReferenceTests
}

"$python" $scripts/generate.py "$count" "$seed" .build/flexbox-taffy.json --text 0.3
run .build/flexbox-taffy.json .build/flexbox-taffy-differing.txt
"$python" $scripts/generate.py "$count" "$seed" .build/flexbox-chromium.json --text 0.3 --ratio 0.3
"$python" $scripts/chromium.py .build/flexbox-chromium.json .build/flexbox-chromium.json
run .build/flexbox-chromium.json .build/flexbox-chromium-differing.txt

# Every kind of case, with the known differences: counted, not failed.
"$python" $scripts/generate.py "$count" "$seed" .build/flexbox-every-taffy.json --text 0.3 --ratio 0.3 --all
"$python" $scripts/chromium.py .build/flexbox-every-taffy.json .build/flexbox-every-chromium.json
for reference in taffy chromium; do
    run .build/flexbox-every-$reference.json .build/flexbox-every-$reference-differing.txt >/dev/null || true
    (cd $scripts && "$python" classify.py "../../.build/flexbox-every-$reference.json" \
        "../../.build/flexbox-every-$reference-differing.txt")
done
