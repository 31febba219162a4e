#!/usr/bin/env bash
# Yoga's instructions for the feed cell the benchmark's `feedflex` lays out (the same tree and
# sizes, scale 2), as a reference engine: installs PyPI's `pyyoga` (which ships Yoga's static
# library and headers) into .build/yoga-venv, builds Scripts/yoga-reference/feed.c against it,
# and counts with callgrind what one more cell costs, built and laid out, and laid out again
# after a change at a leaf. Needs clang (the Swift toolchain has it), valgrind and PyPI; not
# part of CI.
#
#     Scripts/yoga-reference.sh
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/yoga-venv
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pyyoga
fi
site=$("$venv/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
clang -O2 -I "$site/include" Scripts/yoga-reference/feed.c "$site/lib64/libyogacore.a" -lstdc++ -lm \
    -o .build/yoga-feed
.build/yoga-feed relayout 1 | head -1
for mode in build relayout; do
    short=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/yoga-feed "$mode" 100 2>&1 \
        | awk '/Collected/ { print $4 }')
    long=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/yoga-feed "$mode" 300 2>&1 \
        | awk '/Collected/ { print $4 }')
    echo "$mode: $(((long - short) / 200)) instructions a cell"
done
