import ReelCore

/// Whether a `--multi` check mark may be ✓. A terminal whose locale is not
/// UTF-8 (`LANG=C`, `en_US.ISO-8859-1`, nothing set) may be drawn with a
/// font that has no ✓ (xterm's bitmap fonts in such a locale show a
/// blank), and a blank mark hides every checked row; there the mark is
/// `*`, which every font has. The locale is read as the C library reads
/// it: `LC_ALL`, else `LC_CTYPE`, else `LANG`, the first one set.
package enum MarkPolicy {
    package static func plainMarks(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let lower = locale.lowercased()
        return !(lower.contains(literal: "utf-8") || lower.contains(literal: "utf8"))
    }
}
