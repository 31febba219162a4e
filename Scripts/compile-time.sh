#!/usr/bin/env bash
# How release compile time grows with the number of chains in one function: generates a
# function with N five-rule chains written out (as a layout function is), compiles it with
# -O against PinFrame, and prints the best of five CPU times (user + system, steadier than
# the wall clock on a shared machine) for each N, and the ratio of the last to the first.
#
#     Scripts/compile-time.sh                   # N = 10 and 40
#     Scripts/compile-time.sh 10 20 40          # any counts
#     Scripts/compile-time.sh --against main~3  # and the same for another commit, in turn
set -euo pipefail
cd "$(dirname "$0")/.."

against=""
if [ "${1:-}" = "--against" ]; then
    against=$2
    shift 2
fi
counts=("$@")
[ ${#counts[@]} -eq 0 ] && counts=(10 40)

work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "$against" ] && git worktree remove --force "$work-against" >/dev/null 2>&1 || true' EXIT
swift build -c release --target PinFrame >/dev/null
trees=("$PWD")
names=("this tree")
if [ -n "$against" ]; then
    git worktree add --force --detach "$work-against" "$against" >/dev/null 2>&1
    (cd "$work-against" && swift build -c release --target PinFrame >/dev/null)
    trees+=("$work-against")
    names+=("$against")
fi

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

for index in "${!trees[@]}"; do
    modules=${trees[$index]}/.build/release/Modules
    echo "${names[$index]}:"
    first=""
    for n in "${counts[@]}"; do
        generate "$n" > "$work/Rows$n.swift"
        best=""
        for _ in 1 2 3 4 5; do
            TIMEFORMAT="%U %S"
            times=$({ time swiftc -O -parse-as-library -module-name Rows -I "$modules" -c "$work/Rows$n.swift" \
                -o "$work/Rows$n.o"; } 2>&1)
            seconds=$(echo "$times" | awk '{ print $1 + $2 }')
            best=$(awk -v a="$seconds" -v b="$best" 'BEGIN { print (b == "" || a < b) ? a : b }')
        done
        printf "%3d chains: %.2f s of CPU\n" "$n" "$best"
        [ -z "$first" ] && first=$best
        last=$best
    done
    printf "ratio %d/%d chains: %.2f\n" "${counts[-1]}" "${counts[0]}" "$(awk -v a="$last" -v b="$first" 'BEGIN { print a / b }')"
done
