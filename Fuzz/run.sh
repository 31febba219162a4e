#!/usr/bin/env bash
# Builds the library's sources, a target's property checks and its fuzz entry point into one
# executable with libFuzzer and AddressSanitizer, then fuzzes for a while:
#
#     Fuzz/run.sh                  # chains, 60 seconds
#     Fuzz/run.sh stacks 600       # stacks, ten minutes
#     Fuzz/run.sh grids 600        # grids (checks in Fuzz/FuzzGrids.swift)
#     Fuzz/run.sh trees 600        # trees (checks in TreeInvariants.swift)
#     Fuzz/run.sh chains 0 crash-… # replay one input
#
# Inputs that break an invariant are written to Fuzz/crashes/ (not committed): turn each
# into a regression test. Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

target=chains
if [ $# -ge 1 ] && { [ "$1" = chains ] || [ "$1" = stacks ] || [ "$1" = grids ] || [ "$1" = trees ]; }; then
    target=$1
    shift
fi
seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out" "Fuzz/corpus/$target" Fuzz/crashes

properties=Tests/PinFrameTests/Properties
case $target in
chains) checks=("$properties/ChainProgram.swift" "$properties/ChainInvariants.swift" Fuzz/FuzzChains.swift) ;;
stacks)
    checks=("$properties/ChainProgram.swift" "$properties/ItemProgram.swift" "$properties/StackProgram.swift"
        "$properties/StackInvariants.swift" Fuzz/FuzzStacks.swift)
    ;;
grids)
    checks=("$properties/ChainProgram.swift" "$properties/ItemProgram.swift" "$properties/GridProgram.swift"
        Fuzz/FuzzGrids.swift)
    ;;
trees)
    checks=("$properties/ChainProgram.swift" "$properties/ItemProgram.swift" "$properties/StackProgram.swift"
        "$properties/GridProgram.swift" "$properties/TreeProgram.swift" "$properties/TreeInvariants.swift"
        Fuzz/FuzzTrees.swift)
    ;;
esac

swiftc -parse-as-library -module-name PinFrameFuzz -sanitize=fuzzer,address -O -g \
    -swift-version 6 -warnings-as-errors \
    $(find Sources/PinFrame -name '*.swift') \
    "$properties/ChainProgram+Generation.swift" "${checks[@]}" \
    -lm -o "$out/fuzz-$target"

# Swift's own crash backtracer reads memory AddressSanitizer does not expect; libFuzzer
# reports the crash anyway.
export SWIFT_BACKTRACE=enable=no

if [ "$seconds" = 0 ] && [ $# -ge 2 ]; then
    exec "$out/fuzz-$target" "${@:2}"
fi
exec "$out/fuzz-$target" -max_total_time="$seconds" -max_len=512 -print_final_stats=1 \
    -artifact_prefix=Fuzz/crashes/ "Fuzz/corpus/$target"
