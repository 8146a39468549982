#!/usr/bin/env bash
# Regenerates the display-width tables from Unicode's data: Python's wcwidth, pinned with its
# hash in .ci/requirements-widths.txt, in the private virtual environment .ci/python-tools
# keeps under .build (nothing installed system-wide), then writes
# Sources/PopupTextRendering/DisplayWidth+Tables.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
python=$(.ci/python-tools widths .ci/requirements-widths.txt)
"$python" Scripts/generate-display-widths.py >Sources/PopupTextRendering/DisplayWidth+Tables.swift
echo "wrote Sources/PopupTextRendering/DisplayWidth+Tables.swift"
