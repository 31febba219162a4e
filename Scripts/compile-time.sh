#!/usr/bin/env bash
# How release compile time grows with the number of chains in one function: generates a
# function with N five-rule chains written out (as a layout function is), compiles it with
# -O against PinFrame, and prints the best of five CPU times (user + system, steadier than
# the wall clock on a shared machine) for each N, and the ratio of the last to the first.
#
#     Scripts/compile-time.sh            # N = 10 and 40
#     Scripts/compile-time.sh 10 20 40   # any counts
set -euo pipefail
cd "$(dirname "$0")/.."

counts=("$@")
[ ${#counts[@]} -eq 0 ] && counts=(10 40)

swift build -c release --target PinFrame >/dev/null
modules=.build/release/Modules
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

generate() {
    local n=$1
    echo "import PinFrame"
    echo
    echo "public func layoutRows(in parent: Frame) -> [Rect] {"
    echo "    let r1 = Frame(in: parent).pin.top(4).left(10).width(100).height(10).marginLeft(2).layout()"
    for k in $(seq 2 "$n"); do
        echo "    let r$k = Frame(in: parent).pin.below(of: r$((k - 1)), aligned: .left).marginTop(4).width(100)" \
            ".height(10).marginLeft(0).layout()"
    done
    printf "    return ["
    for k in $(seq 1 "$n"); do printf "r%d.rect%s" "$k" "$([ "$k" -lt "$n" ] && echo ", ")"; done
    echo "]"
    echo "}"
}

first=""
for n in "${counts[@]}"; do
    generate "$n" > "$work/Rows$n.swift"
    best=""
    for _ in 1 2 3 4 5; do
        TIMEFORMAT="%U %S"
        times=$({ time swiftc -O -parse-as-library -module-name Rows -I "$modules" -c "$work/Rows$n.swift" \
            -o "$work/Rows$n.o"; } 2>&1)
        seconds=$(echo "$times" | awk '{ print $1 + $2 }')
        if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc -l)" = 1 ]; then best=$seconds; fi
    done
    printf "%3d chains: %.2f s of CPU\n" "$n" "$best"
    [ -z "$first" ] && first=$best
    last=$best
done
printf "ratio %d/%d chains: %.2f\n" "${counts[-1]}" "${counts[0]}" "$(echo "$last / $first" | bc -l)"
