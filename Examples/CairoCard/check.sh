#!/usr/bin/env bash
# Writes the feed cell at scale 2 to .build/card.png and checks pixels of it against rects
# worked out by hand. Needs Cairo's headers (Debian: libcairo2-dev; .ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")"
if ! pkg-config --exists cairo; then
    echo "Cairo's pkg-config file is missing: apt-get install libcairo2-dev pkg-config" >&2
    exit 1
fi
swift build 2>&1 | tail -1
binary="$(swift build --show-bin-path)/cairo-card"
"$binary" .build/card.png
"$binary" --check .build/card.png
