/// Text in runs, each with its own style: a row's title as
/// `pickerView(_:attributedTitleForRow:forComponent:)` gives it, in what a
/// terminal cell can show (colours and attributes; no fonts, no sizes).
///
///     var title = AttributedText("main", style: Style(foreground: .ansi(2), attributes: .bold))
///     title += " 3 days ago"
///     let line = AttributedText(ansi: "\u{1B}[33mabc1234\u{1B}[m fix the band")
///
/// The text is untrusted as any row: controls and escapes in it are drawn
/// as placeholders, and the styles are drawn by the picker's rules (the
/// band and the focus stay visible over them).
public struct AttributedText: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A stretch of text with one style.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var style: Style

        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public private(set) var runs: [Run] = []

    public init() {}

    public init(_ text: String, style: Style = .plain) {
        if !text.isEmpty { runs = [Run(text, style: style)] }
    }

    public init(stringLiteral text: String) { self.init(text) }

    /// Text coloured by SGR sequences (`ESC [ … m`), read as `--ansi` reads
    /// rows: the sequences become the runs' styles; every other escape
    /// stays in the text, where it is drawn as a placeholder.
    public init(ansi text: String) {
        var text = text
        let prefix = text.withUTF8 { StyledPrefix(ansi: UnsafeRawBufferPointer($0), limit: .max) }
        let plain = Array(prefix.text.utf8)
        var start = 0
        var style = Style.plain
        for change in prefix.changes + [(offset: plain.count, style: nil)] {
            if change.offset > start { runs.append(Run(String(decoding: plain[start..<change.offset], as: UTF8.self), style: style)) }
            start = change.offset
            style = change.style ?? .plain
        }
    }

    /// The text without its styles.
    public var string: String { runs.map(\.text).joined() }

    public mutating func append(_ other: AttributedText) {
        runs.append(contentsOf: other.runs)
    }

    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        var text = lhs
        text.append(rhs)
        return text
    }

    public static func += (lhs: inout AttributedText, rhs: AttributedText) { lhs.append(rhs) }

    /// The text, and where each run's style starts in it (`SafeText.glyphs(styled:…)`).
    package var styleChanges: (text: String, changes: [SafeText.StyleChange]) {
        var text = "", changes: [SafeText.StyleChange] = []
        for run in runs {
            changes.append((text.utf8.count, run.style == .plain ? nil : run.style))
            text += run.text
        }
        return (text, changes)
    }

    /// The glyphs of the text, made safe, each with its run's style.
    package func glyphs(maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        let (text, changes) = styleChanges
        return SafeText.glyphs(styled: text, changes: changes, isWhole: true, maxColumns: maxColumns, width: width)!
    }
}
