#!/usr/bin/env python3
"""Generate Sources/ReelCore/Spec/LocaleWords+Generated.swift.

The words the presets and the buttons show in the reader's language, from
the CLDR data that PyPI's babel carries, pinned in
scripts/locale-table.requirements.txt so every host generates the same file:

    python3 -m venv .build/venv
    .build/venv/bin/pip install -r scripts/locale-table.requirements.txt
    .build/venv/bin/python scripts/gen-locale-table.py          # rewrite the Swift file
    .build/venv/bin/python scripts/gen-locale-table.py --check  # exit 1 if it is stale

What is taken from CLDR (Gregorian calendar), for each language and for each
of its regions whose words differ from the language's:

  months     stand-alone, wide: a month wheel names a month on its own
             ("February", "Februar", "2월").
  am, pm     day periods, format, abbreviated ("AM", "오전", "午前").
  hours, minutes, seconds
             the duration units, short width, plural "other", without the
             number: "Std." "Min." "Sek." in German, 시간 분 초 in Korean,
             時間 分 秒 in Japanese, which is what the iOS timer shows. The
             long width ("Stunden", "Minuten") is wider than any iOS label;
             narrow ("h", "m", "s" in many languages) says too little.
  date       the order of year, month and day and their affixes, from the
             skeleton yMMMMd (the date with the month by name; yMMMd, then
             yMd where a locale lacks it): "y年M月d日" gives 2026年 2月 14日,
             "MMMM d, y" gives February 14 2026. An affix is the text glued
             to a field (no space between) that holds a letter: 年, 일,
             "-ж."; lone punctuation ("14." "14,") is left out. A month the
             pattern writes as a number with an affix (Japanese and Chinese
             "M月") shows that way; otherwise it shows by name.
  clock      whether AM/PM comes before the hour, from the skeleton hm
             ("a h:mm" in Korean, "ah:mm" in Chinese, "h:mm a" in English).
  hour12     whether the locale's own short time uses a 12-hour clock
             ("h:mm a" in US English, "HH:mm" in British English and
             German): the datetime preset then adds an AM/PM wheel.
  today      the relative day 0 ("today", "heute", "오늘"), its first letter
             capitalised as it stands alone on the datetime preset's wheel.
  dayformat  a day with its weekday, from the skeleton MMMEd ("E, MMM d",
             "E d MMM" in British English, "MMM d일 (E)" in Korean) as a
             template: {E} the weekday, {MMM} the month abbreviated, {M} the
             month's number, {d}/{dd} the day, and the pattern's own text.
  weekdays   format, abbreviated, Sunday first ("Sun", "So.", "일"): the
             weekday shown while picking a date and on the datetime wheel.
  short months
             format, abbreviated ("Feb", "Feb.", "2월"), for {MMM}.

The Done and Cancel words are UIKit's, not CLDR's: they come from the
hand-written scripts/locale-table.ios-words.tsv beside this script, which can
also replace CLDR's unit words where the iOS timer differs (English "hours").

The languages are those CLDR rates at modern or moderate coverage
(common/properties/coverageLevels.txt; babel does not ship that file), plus
"nb", the name glibc gives Norwegian Bokmål (CLDR's "no").
"""

import argparse
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "ReelCore" / "Spec" / "LocaleWords+Generated.swift"
REQUIREMENTS = ROOT / "scripts" / "locale-table.requirements.txt"
IOS_WORDS = ROOT / "scripts" / "locale-table.ios-words.tsv"
COMMAND = ".build/venv/bin/python scripts/gen-locale-table.py"

LANGUAGES = """
af am ar as az be bg bn br bs ca ceb chr cs cv cy da de dsb el en es et eu fa
fi fil fr ga gd gl gu ha he hi hr hsb hu hy id ig is it ja jv ka kk km kn ko
kok ky lo lt lv mk ml mn mr ms my nb ne nl nn no or pa pcm pl ps pt qu ro ru
sc sd si sk sl so sq sr sv sw ta te th tk tr uk ur uz vi xh yo yue zh zu
""".split()

# The fields of a record, in order; LocaleWords.init(record:) reads them so.
FIELDS = ["hours", "minutes", "seconds", "am", "pm", "done", "cancel", "clock", "date1", "date2", "date3",
          "hour12", "today", "dayformat"]
SEPARATOR = "|"


def pinned_babel_version():
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        if line.startswith("babel=="):
            return line.split("==", 1)[1].strip()
    raise SystemExit(f"{REQUIREMENTS}: no babel== line")


def require_pinned_babel():
    wanted = pinned_babel_version()
    try:
        import babel
    except ImportError:
        raise SystemExit(f"babel is not installed; install the pinned version with:\n"
                         f"    python3 -m venv .build/venv && .build/venv/bin/pip install -r "
                         f"{REQUIREMENTS.relative_to(ROOT)}")
    if babel.__version__ != wanted:
        raise SystemExit(f"babel {babel.__version__} is installed; the table is made from babel {wanted} "
                         f"({REQUIREMENTS.relative_to(ROOT)})")
    return babel


# MARK: - Patterns


def tokens(pattern):
    """An LDML date pattern as ('field', letter, count) and ('text', str)."""
    out = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "'":
            if pattern[i + 1:i + 2] == "'":
                out.append(("text", "'"))
                i += 2
                continue
            end = pattern.find("'", i + 1)
            while end != -1 and pattern[end + 1:end + 2] == "'":
                end = pattern.find("'", end + 2)
            end = len(pattern) if end == -1 else end
            out.append(("text", pattern[i + 1:end].replace("''", "'")))
            i = end + 1
        elif c.isascii() and c.isalpha():
            j = i
            while j < len(pattern) and pattern[j] == c:
                j += 1
            out.append(("field", c, j - i))
            i = j
        else:
            out.append(("text", c))
            i += 1
    # Merge neighbouring text.
    merged = []
    for token in out:
        if token[0] == "text" and merged and merged[-1][0] == "text":
            merged[-1] = ("text", merged[-1][1] + token[1])
        else:
            merged.append(token)
    return merged


def clean(text):
    """Without format characters (bidi marks) and surrounding spaces."""
    return "".join(c for c in text if unicodedata.category(c) != "Cf").strip()


def has_letter(text):
    return any(unicodedata.category(c).startswith("L") for c in text)


def glued_suffix(text):
    """The start of `text` up to the first space: what sticks to the field before."""
    run = ""
    for c in text:
        if c.isspace():
            break
        run += c
    return run


def glued_prefix(text):
    run = ""
    for c in reversed(text):
        if c.isspace():
            break
        run = c + run
    return run


DATE_FIELDS = {"y": "y", "u": "y", "r": "y", "Y": "y", "M": "M", "L": "M", "d": "d"}


def date_layout(pattern):
    """["{y}年", "{M}月", "{d}日"]: the date's fields in display order with
    their affixes. {M} is a month shown as its number, {L} by name; {d} and
    {dd} say whether the day is padded."""
    parts = tokens(pattern)
    fields = [i for i, t in enumerate(parts) if t[0] == "field" and t[1] in DATE_FIELDS]
    out = []
    for n, i in enumerate(fields):
        _, letter, count = parts[i]
        kind = DATE_FIELDS[letter]
        prefix = suffix = ""
        if i + 1 < len(parts) and parts[i + 1][0] == "text":
            suffix = clean(glued_suffix(parts[i + 1][1]))
        before = parts[i - 1] if i > 0 and parts[i - 1][0] == "text" else None
        # Text glued to both neighbours (y年M) belongs to the field before it.
        if before is not None and not (n > 0 and fields[n - 1] == i - 2 and not any(c.isspace() for c in before[1])):
            prefix = clean(glued_prefix(before[1]))
        prefix = prefix if has_letter(prefix) else ""
        suffix = suffix if has_letter(suffix) else ""
        if kind == "M":
            if count <= 2 and (prefix or suffix):
                out.append(f"{prefix}{{M}}{suffix}")
            else:
                out.append("{L}")
        elif kind == "d":
            out.append(f"{prefix}{{{'dd' if count >= 2 else 'd'}}}{suffix}")
        else:
            out.append(f"{prefix}{{y}}{suffix}")
    kinds = sorted(f[f.index("{") + 1] for f in out)
    if kinds != ["L", "d", "y"] and kinds != ["M", "d", "y"]:
        return None
    return out


DAY_FIELDS = {"E": "E", "c": "E", "M": "M", "L": "M", "d": "d"}


def day_format(pattern):
    """"{E}, {MMM} {d}": the skeleton MMMEd as a template, or None when it
    holds a field reel does not fill."""
    out = ""
    for token in tokens(pattern):
        if token[0] == "text":
            text = "".join(c for c in token[1] if unicodedata.category(c) != "Cf")
            if any(c in text for c in "{}"):
                return None
            out += text
            continue
        _, letter, count = token
        kind = DAY_FIELDS.get(letter)
        if kind is None:
            return None
        if kind == "M":
            out += "{MMM}" if count >= 3 else "{M}"
        elif kind == "d":
            out += "{dd}" if count >= 2 else "{d}"
        else:
            out += "{E}"
    return out.strip() if "{E}" in out and "{d" in out else None


def day_period_first(pattern):
    order = [t[1] for t in tokens(pattern) if t[0] == "field"]
    hour = next((i for i, c in enumerate(order) if c in "hK"), None)
    period = next((i for i, c in enumerate(order) if c in "abB"), None)
    return hour is not None and period is not None and period < hour


# MARK: - Words


def unit_word(locale, unit):
    patterns = locale._data["unit_patterns"].get(f"duration-{unit}", {}).get("short", {})
    pattern = patterns.get("other") or next(iter(patterns.values()), None)
    if not pattern:
        return None
    return clean(pattern.replace("{0}", "")) or None


def skeleton(locale, *names):
    for name in names:
        found = locale.datetime_skeletons.get(name)
        if found is not None:
            return found.pattern
    return None


def ios_words():
    rows = {}
    for line in IOS_WORDS.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        name, values = cells[0], cells[1:] + [""] * (5 - len(cells[1:]))
        rows[name] = {key: value for key, value in zip(["done", "cancel", "hours", "minutes", "seconds"], values)
                      if value and value != "-"}
    return rows


def words(babel, name, language, ios):
    """The record for one locale name (`de`, `zh_TW`), or None when CLDR
    lacks a part of it."""
    try:
        locale = babel.Locale.parse(name)
    except babel.UnknownLocaleError:
        return None
    months = [clean(m) for m in (locale.months["stand-alone"]["wide"][i] for i in range(1, 13))]
    periods = locale.day_periods["format"]["abbreviated"]
    record = {
        "hours": unit_word(locale, "hour"),
        "minutes": unit_word(locale, "minute"),
        "seconds": unit_word(locale, "second"),
        "am": clean(periods.get("am", "")),
        "pm": clean(periods.get("pm", "")),
        "done": "", "cancel": "",
        "clock": "a" if day_period_first(skeleton(locale, "hm", "h") or "h:mm a") else "",
    }
    layout = date_layout(skeleton(locale, "yMMMMd", "yMMMd", "yMd") or "y M d")
    if layout is None:
        layout = ["{y}", "{L}", "{dd}"]
    record.update(zip(["date1", "date2", "date3"], layout))
    short_time = locale.time_formats["short"].pattern
    record["hour12"] = "12" if any(t[0] == "field" and t[1] in "hK" for t in tokens(short_time)) else ""
    relative = locale._data["date_fields"].get("day", {}).get("relative", {})
    today = clean(relative.get(0, ""))
    record["today"] = today[:1].upper() + today[1:]
    record["dayformat"] = day_format(skeleton(locale, "MMMEd") or "") or "{E} {d} {MMM}"
    days = locale.days["format"]["abbreviated"]
    weekdays = [clean(days[(i + 6) % 7]) for i in range(7)]  # babel counts from Monday (0)
    short_months = [clean(locale.months["format"]["abbreviated"][i]) for i in range(1, 13)]
    for row in (ios.get(language, {}), ios.get(name, {})):
        record.update(row)
    # Root's placeholders ("M02") mean CLDR has no month names here.
    if any(not m or (m[0] == "M" and m[1:].isdigit()) for m in months):
        return None
    if not all(record[key] for key in ("hours", "minutes", "seconds", "am", "pm")):
        return None
    english = ios["en"]
    record["done"] = record["done"] or english["done"]
    record["cancel"] = record["cancel"] or english["cancel"]
    if not all(weekdays) or not all(short_months):
        return None
    values = [record[key] for key in FIELDS] + weekdays + short_months + months
    for value in values:
        if SEPARATOR in value or '"' in value or "\\" in value:
            raise SystemExit(f"{name}: {value!r} cannot be written in the table")
    return SEPARATOR.join(values)


def regions(babel, language):
    """The regions babel has a locale of `language` for (with any script)."""
    found = set()
    for identifier in babel.localedata.locale_identifiers():
        parts = identifier.split("_")
        if parts[0] != language or len(parts) < 2:
            continue
        region = parts[-1]
        if len(region) == 2 and region.isalpha() and region.isupper():
            found.add(region)
    return sorted(found)


def table(babel):
    ios = ios_words()
    entries = {}
    for language in LANGUAGES:
        base = words(babel, language, language, ios)
        if base is None:
            print(f"skipped {language}: CLDR lacks some of its words", file=sys.stderr)
            continue
        entries[language] = base
        for region in regions(babel, language):
            name = f"{language}_{region}"
            record = words(babel, name, language, ios)
            if record is not None and record != base:
                entries[name] = record
    return entries


def swift_string(text):
    return '"' + text + '"'


def render(babel):
    entries = table(babel)
    records = sorted(set(entries.values()), key=lambda r: (r != entries["en"], r))
    index = {record: i for i, record in enumerate(records)}
    names = sorted(entries)
    languages = len([n for n in names if "_" not in n])
    lines = [
        f"// Generated by scripts/gen-locale-table.py from CLDR {babel.core.get_cldr_version()} (babel {babel.__version__})",
        "// and scripts/locale-table.ios-words.tsv. Do not edit: run",
        f"//     {COMMAND}",
        "// from the repository root to regenerate it (scripts/locale-table.requirements.txt",
        "// says how to install babel).",
        "",
        "extension LocaleWords {",
        "    /// The CLDR version the table was generated from.",
        f"    static let cldrVersion = \"{babel.core.get_cldr_version()}\"",
        "",
        f"    /// {len(names)} locale names ({languages} languages and the regions whose words differ), sorted;",
        "    /// `recordIndex[i]` is the record of `names[i]`.",
        "    static let names: [String] = [",
    ]
    for start in range(0, len(names), 10):
        lines.append("        " + ", ".join(swift_string(n) for n in names[start:start + 10]) + ",")
    lines += ["    ]", "", "    static let recordIndex: [UInt16] = ["]
    for start in range(0, len(names), 20):
        lines.append("        " + ", ".join(str(index[entries[n]]) for n in names[start:start + 20]) + ",")
    lines += [
        "    ]",
        "",
        f"    /// {len(records)} distinct records, English first, fields joined by \"{SEPARATOR}\":",
        "    /// " + ", ".join(FIELDS) + ",",
        "    /// then the seven weekdays (Sunday first), the twelve months abbreviated, the twelve months.",
        "    static let records: [String] = [",
    ]
    for record in records:
        lines.append("        " + swift_string(record) + ",")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the checked-in file differs from a fresh render")
    args = parser.parse_args()
    babel = require_pinned_babel()
    import babel.localedata  # noqa: F401  (locale_identifiers)
    fresh = render(babel)
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != fresh:
            print(f"{OUTPUT.relative_to(ROOT)} is stale; regenerate it with:\n    {COMMAND}", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
