#!/usr/bin/env bash
# Compares PinFrame's Stack with Taffy (an independent CSS flexbox implementation, through
# its Python package `stretchable`) on random stacks:
#
#     Scripts/flexbox-reference.sh [COUNT] [SEED]
#
# Installs stretchable into .build/flexbox-venv, generates COUNT cases (default 3000) into
# .build/flexbox-cases.json and runs StackReferenceTests on them. Not part of CI (it needs
# PyPI); see Documentation/Stacks.md for what it has shown.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-3000}
seed=${2:-1}
venv=.build/flexbox-venv
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet stretchable
fi
"$venv/bin/python" Scripts/flexbox-reference/generate.py "$count" "$seed" .build/flexbox-cases.json
PINFRAME_FLEX_CASES="$PWD/.build/flexbox-cases.json" swift test --filter StackReferenceTests
