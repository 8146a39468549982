#!/usr/bin/env bash
# Regenerates the display-width tables from Unicode's data: pins Python's wcwidth in a private
# virtual environment under .build (nothing installed system-wide), then writes
# Sources/PopupTextRendering/DisplayWidth+Tables.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/width-tools
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "wcwidth==0.9.4" "emoji==2.16.0"
fi
"$venv/bin/python" Scripts/generate-display-widths.py >Sources/PopupTextRendering/DisplayWidth+Tables.swift
echo "wrote Sources/PopupTextRendering/DisplayWidth+Tables.swift"
