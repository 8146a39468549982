#!/usr/bin/env python3
"""Writes what Python's wcwidth says of every code point and every fully-qualified emoji
sequence, one per line: the code points in hex, then the width. DisplayWidthReferenceTests
reads it (CI: .ci/widths)."""
import sys

import emoji
import wcwidth

out = sys.stdout
for code in range(0x110000):
    if 0xD800 <= code <= 0xDFFF:
        continue
    out.write(f"{code:X} {wcwidth.wcwidth(chr(code))}\n")
for sequence, data in emoji.EMOJI_DATA.items():
    if data.get("status") == emoji.STATUS["fully_qualified"] and len(sequence) > 1:
        out.write(" ".join(f"{ord(c):X}" for c in sequence) + f" {wcwidth.wcswidth(sequence)}\n")
