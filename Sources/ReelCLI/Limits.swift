/// The ranges numeric options accept, checked as they are parsed (so
/// `--batch` refuses the same values), shown in `--help` and the man page
/// and listed in SECURITY.md. Each is far beyond any picker that fits a
/// terminal, and small enough that no layout sum can overflow.
package enum Limits {
    /// `--width`: columns of a wheel (the terminal is capped at
    /// `TerminalSize.maximum.columns` anyway).
    static let width = 1...1000
    /// `--gap`: columns between wheels.
    static let gap = 0...1000
    /// `--rows`: visible rows per wheel.
    static let rows = 1...1000
    /// `--row-height`: lines per row.
    static let rowHeight = 1...100
    /// `--button`s: their exit statuses run from 3 to 22, clear of 124 and 128+n.
    static let buttons = 20
    /// `--focus`: a component, counted from 1.
    static let focus = 1...1000
    /// `--value`, `--icon`: a field of an input row, counted from 1.
    static let field = 1...1000
    /// `--max-length`: characters a text field takes.
    static let maxLength = 1...100_000
    /// `--select-row`: a row, counted from 0.
    static let selectRow = 0...Int(Int32.max)
    /// `--header-lines`: input lines that head the rows.
    static let headerLines = 0...1000
    /// `--preview-lines`: lines of the preview pane.
    static let previewLines = 1...1000
    /// `--multi=N`: rows checked at most.
    static let multi = 1...100_000_000
    /// `--max-rows`.
    static let maxRows = 1...100_000_000
    /// `--timeout`: seconds, above 0 and at most this (about 11 days).
    static let timeoutSeconds = 1_000_000.0

    /// Decimal seconds as people write them: `5`, `0.5`, `.5`, `2.`; not
    /// `0x10`, `1e9`, `inf`, `+3` or ` 3`.
    static func seconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        let digits = bytes.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        let dots = bytes.filter { $0 == UInt8(ascii: ".") }.count
        guard digits > 0, dots <= 1, digits + dots == bytes.count, let seconds = Double(text),
              seconds > 0, seconds <= timeoutSeconds else { return nil }
        return seconds
    }
}
