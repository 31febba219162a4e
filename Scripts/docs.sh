#!/usr/bin/env bash
# Builds the documentation site (the DocC catalog in Sources/PinFrame/PinFrame.docc, the
# doc comments, and the pictures in docs/) into a static site, with the toolchain alone:
#
#     Scripts/docs.sh OUTDIR            # then serve OUTDIR: python3 -m http.server -d OUTDIR
#
# Steps: the library's symbol graph from `swift build -emit-symbol-graph`, `docc convert`
# with warnings as errors (every ``symbol`` link must resolve), then
# `docc process-archive transform-for-static-hosting`. The site's pages are under
# OUTDIR/documentation/pinframe/.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Scripts/docs.sh OUTDIR}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --target PinFrame --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/symbols" >/dev/null

# The pictures live in docs/ (the README shows them too); the catalog gets a copy.
cp -R Sources/PinFrame/PinFrame.docc "$work/PinFrame.docc"
mkdir -p "$work/PinFrame.docc/Resources"
cp docs/*.svg "$work/PinFrame.docc/Resources/"

docc convert "$work/PinFrame.docc" --additional-symbol-graph-dir "$work/symbols" \
    --fallback-display-name PinFrame --fallback-bundle-identifier org.pinframe.PinFrame \
    --warnings-as-errors --output-path "$work/PinFrame.doccarchive"
rm -rf "$out"
docc process-archive transform-for-static-hosting "$work/PinFrame.doccarchive" --output-path "$out"
echo "site: $out/documentation/pinframe/index.html"
