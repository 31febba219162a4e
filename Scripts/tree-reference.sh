#!/usr/bin/env bash
# Compares PinFrame's LayoutTree with Taffy (through its Python package `stretchable`) and
# Chromium (headless) on random trees of nested rows and columns with fixed leaves and
# measured text, each laid out in one call on each side:
#
#     Scripts/tree-reference.sh [COUNT] [SEED]
#
# Installs stretchable into .build/flexbox-venv (and Debian's chromium when it is missing),
# generates COUNT trees (default 20000), lays them out with Taffy and with Chromium, and runs
# TreeReferenceTests on each set, writing the differing cases to .build/tree-*-differing.txt
# (the first line says how many differ). Not part of CI (it needs PyPI and a browser);
# Documentation/Trees.md says what it has shown.
set -uo pipefail
cd "$(dirname "$0")/.."
count=${1:-20000}
seed=${2:-1}
source Scripts/reference-setup.sh
scripts=Scripts/tree-reference
"$venv/bin/python" $scripts/generate.py "$count" "$seed" .build/tree-taffy.json
python3 $scripts/chromium.py .build/tree-taffy.json .build/tree-chromium.json
for reference in taffy chromium; do
    PINFRAME_TREE_CASES="$PWD/.build/tree-$reference.json" \
        PINFRAME_TREE_DIFFERING="$PWD/.build/tree-$reference-differing.txt" \
        swift test --filter TreeReferenceTests >/dev/null
    echo "$reference: $(head -1 .build/tree-$reference-differing.txt)"
done
