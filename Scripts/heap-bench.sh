#!/usr/bin/env bash
# Heap allocations and bytes allocated per layout, release build, from valgrind memcheck's
# "total heap usage" line: the difference between two run lengths of each kernel, so that
# start-up is left out.
#
#     Scripts/heap-bench.sh                     # the tree kernels and their nested-call peers
#     Scripts/heap-bench.sh feed feed-tree      # the kernels named
#
# Needs valgrind (installed with apt-get when missing). Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/install-valgrind.sh
swift build -c release --product pinframe-bench >/dev/null
binary=.build/release/pinframe-bench
usage() {  # kernel, runs: "allocations bytes"
    valgrind --tool=memcheck --leak-check=no "$binary" --repeat "$1" "$2" 2>&1 \
        | awk '/total heap usage/ { gsub(",", ""); print $5, $9 }'
}
kernels=("$@")
if [[ ${#kernels[@]} == 0 ]]; then
    kernels=(feedflex feedflex-tree feedflex-tree-kept feed feed-tree feed-tree-kept settings-nested settings-tree
        settings-tree-kept)
fi
for kernel in "${kernels[@]}"; do
    read -r shortAllocations shortBytes <<<"$(usage "$kernel" 4)"
    read -r longAllocations longBytes <<<"$(usage "$kernel" 24)"
    echo "$kernel: $(((longAllocations - shortAllocations) / 20)) allocations," \
        "$(((longBytes - shortBytes) / 20)) bytes a layout"
done
