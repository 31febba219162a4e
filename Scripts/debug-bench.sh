#!/usr/bin/env bash
# Instructions per layout in a debug build, where users develop: builds the benchmark
# without optimisation and counts, with callgrind, what one more run of each kernel costs
# (the difference between two run lengths, so start-up is left out):
#
#     Scripts/debug-bench.sh            # chains, stacks; the feed and the settings table as
#                                       # nested calls, as a tree, and as a kept tree
#
# Needs valgrind (installed with apt-get when missing). Not part of CI (it takes a minute).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/install-valgrind.sh
swift build --product pinframe-bench >/dev/null
binary=.build/debug/pinframe-bench
count() {  # kernel, runs
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --repeat "$1" "$2" 2>&1 \
        | awk '/Collected/ { print $4 }'
}
for kernel in chain chain5 feeditem stack-toolbar stack-wrap; do
    short=$(count "$kernel" 50)
    long=$(count "$kernel" 150)
    echo "$kernel: $(((long - short) / 100)) instructions a layout (debug)"
done
# The nested workloads, nested calls against one tree (fewer runs: a feed is millions).
for kernel in feedflex feedflex-tree feedflex-tree-kept; do
    short=$(count "$kernel" 10)
    long=$(count "$kernel" 30)
    echo "$kernel: $(((long - short) / 20)) instructions a layout (debug)"
done
for kernel in feed feed-tree feed-tree-kept settings-nested settings-tree settings-tree-kept; do
    short=$(count "$kernel" 2)
    long=$(count "$kernel" 6)
    echo "$kernel: $(((long - short) / 4)) instructions a layout (debug)"
done
