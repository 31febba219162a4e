#!/usr/bin/env bash
# Builds the library's sources, the property checks and the fuzz target into one
# executable with libFuzzer and AddressSanitizer, then fuzzes for a while:
#
#     Fuzz/run.sh            # 60 seconds
#     Fuzz/run.sh 600        # ten minutes
#     Fuzz/run.sh 0 crash-…  # replay one input
#
# Inputs that break an invariant are written to Fuzz/crashes/ (not committed): turn each
# into a regression test. Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out" Fuzz/corpus Fuzz/crashes

swiftc -parse-as-library -module-name PinFrameFuzz -sanitize=fuzzer,address -O -g \
    -swift-version 6 -warnings-as-errors \
    $(find Sources/PinFrame -name '*.swift') \
    Tests/PinFrameTests/Properties/ChainProgram.swift \
    Tests/PinFrameTests/Properties/ChainProgram+Generation.swift \
    Tests/PinFrameTests/Properties/ChainInvariants.swift \
    Fuzz/FuzzChains.swift \
    -lm -o "$out/fuzz-chains"

# Swift's own crash backtracer reads memory AddressSanitizer does not expect; libFuzzer
# reports the crash anyway.
export SWIFT_BACKTRACE=enable=no

if [ "$seconds" = 0 ] && [ $# -ge 2 ]; then
    exec "$out/fuzz-chains" "${@:2}"
fi
exec "$out/fuzz-chains" -max_total_time="$seconds" -max_len=512 -print_final_stats=1 \
    -artifact_prefix=Fuzz/crashes/ Fuzz/corpus
