#!/usr/bin/env python3
"""Types probe texts from the groups terminals measure differently into the rating prompt's
feedback at width 30 (through `catalog run`) and checks, with Python's wcwidth as an
independent judge, that every line of every box is as wide as the box. Exits 1 naming each
ragged box."""
import subprocess
import sys

# Checked before the import of wcwidth, which comes from .ci/python-tools widths.
if len(sys.argv) != 2:
    print("usage: check-box-widths.py <catalog tool>  (run by .ci/widths)", file=sys.stderr)
    sys.exit(64)

import wcwidth

PROBES = [
    "𛅰𛅱𛅲 Nushu", "𘬀𘬁 Tangut", "𘴀𘴁 Tangut Supplement", "𚿰𚿱 Kana Extended-B", "䷀䷁䷂ Yijing",
    "ภาษาไทย", "กำ น้ำ", "क्षत्रिय", "हिन्दी", "நன்றி", "㉈㉉㉊ circled", "①②③", "a🏽 b🏿", "👍🏽 ok",
    "#⃣ keycap", "#️⃣ keycap", "☺ ☺️", "★️ star", "🇺🇸🇯🇵 flags", "👩‍👩‍👧 family", "🕵🏽 agent",
    "e\u0301 accent", "日本語テキスト", "한국어", "Ｆｕｌｌ", "ｶﾀｶﾅ", "⌚⏰", "🫨 new", "\U0001FAE9 18",
    "Ǆ ǅ", "ﷺ ligature", "Ꙭ Cyrillic",
]


# Differences accepted, with their reasons.
ACCEPTED = {
    "நன்றி": "Tamil joins consonants with its virama across what Swift's grapheme breaking (UAX #29, "
    "GB9c, which lists only six scripts' viramas as linkers) keeps as two characters; wcwidth "
    "treats ன்றி as one conjunct of 2 columns, we measure ன் and றி apart (1 + 2)",
}


def main():
    catalog = sys.argv[1]
    ragged = 0
    accepted = 0
    for probe in PROBES:
        script = 'star 2; type "' + probe.replace("\\", "\\\\").replace('"', '\\"') + '"'
        result = subprocess.run(
            [catalog, "run", "rating", "--width", "30", "--events", script], capture_output=True, text=True)
        if result.returncode != 0:
            print(f"FAIL {probe!r}: catalog exited {result.returncode}: {result.stderr.strip()}")
            ragged += 1
            continue
        drawing = result.stdout.split("\n> ")[-1].splitlines()[1:]
        box = [line for line in drawing if line[:1] in ("╭", "│", "╰")]
        widths = {wcwidth.wcswidth(line) for line in box}
        if len(widths) != 1 and probe in ACCEPTED:
            print(f"accepted {probe!r}: {ACCEPTED[probe]}")
            accepted += 1
            continue
        if len(widths) != 1:
            ragged += 1
            print(f"FAIL {probe!r}: box lines of {sorted(widths)} columns:")
            print("\n".join(box))
    even = len(PROBES) - ragged - accepted
    print(
        f"{even} of {len(PROBES)} probe texts keep the box even, measured by wcwidth {wcwidth.__version__}; "
        f"{accepted} accepted difference(s)")
    sys.exit(1 if ragged else 0)


if __name__ == "__main__":
    main()
