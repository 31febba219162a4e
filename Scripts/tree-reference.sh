#!/usr/bin/env bash
# Compares PinFrame's LayoutTree with Taffy (through its Python package `stretchable`) and
# Chromium (headless) on random trees of nested rows, columns and grids with fixed leaves,
# leaves with a ratio and measured text (and, in a third set, containers that clip or scroll,
# against Chromium), each laid out in one call on each side:
#
#     Scripts/tree-reference.sh [COUNT] [SEED]
#
# Installs stretchable into .build/flexbox-venv (and Debian's chromium when it is missing),
# generates COUNT trees of each set (default 20000), lays them out with Taffy and with
# Chromium, and runs TreeReferenceTests on each, writing the differing cases to
# .build/tree-*-differing.txt
# (the first line says how many differ). Not part of CI (it needs PyPI and a browser);
# Documentation/Trees.md says what it has shown.
set -uo pipefail
cd "$(dirname "$0")/.."
count=${1:-20000}
seed=${2:-1}
source Scripts/reference-setup.sh
scripts=Scripts/tree-reference
# Two sets: rows and columns alone, then with grids (flex in grid, grid in flex) and leaves
# with a ratio.
for set in flex grids overflow; do
    option=""
    if [[ $set == grids ]]; then option=--grids; fi
    # Half the containers clip or scroll (hidden or scroll on each axis, with offsets):
    # compared with Chromium only (the Taffy frames leave overflow out).
    if [[ $set == overflow ]]; then option="--grids --overflow"; fi
    "$venv/bin/python" $scripts/generate.py "$count" "$seed" ".build/tree-$set-taffy.json" $option
    python3 $scripts/chromium.py ".build/tree-$set-taffy.json" ".build/tree-$set-chromium.json"
    references="taffy chromium"
    if [[ $set == overflow ]]; then references=chromium; fi
    for reference in $references; do
        PINFRAME_TREE_CASES="$PWD/.build/tree-$set-$reference.json" \
            PINFRAME_TREE_DIFFERING="$PWD/.build/tree-$set-$reference-differing.txt" \
            swift test --filter TreeReferenceTests >/dev/null
        echo "$set, $reference: $(head -1 ".build/tree-$set-$reference-differing.txt")"
    done
    # Chromium's unrounded layout rounded once at scale 3, against the tree under a scale-3 root.
    PINFRAME_TREE_SCALE=3 PINFRAME_TREE_CASES="$PWD/.build/tree-$set-chromium.json" \
        PINFRAME_TREE_DIFFERING="$PWD/.build/tree-$set-chromium-scale3-differing.txt" \
        swift test --filter TreeReferenceTests >/dev/null
    echo "$set, chromium: $(head -1 ".build/tree-$set-chromium-scale3-differing.txt")"
done
