import ReelInput
import ReelModel
import ReelText

/// `--theme SPEC`: a comma-separated list of named themes and
/// `key:color[+attr…]` items, read left to right, each over the last
/// (`dark,label:yellow+bold`). An item replaces its key's whole style, so
/// `label:yellow` means yellow and nothing else. Before any named theme
/// the spec starts from `auto`, which is `default` on a dark background
/// and its light variant on a light one.
package enum ThemeSpec {
    /// The named themes, `auto` first: the one that follows the background.
    package static let names = ["auto"] + themes.map(\.name)

    static let themes: [(name: String, theme: Theme)] = [
        ("default", .standard), ("dark", .dark), ("light", .light), ("mono", .mono),
    ]

    /// The spec for each background: the same unless it leaves `auto` in place.
    package static func choice(_ spec: String) throws(ThemeError) -> ThemeChoice {
        ThemeChoice(dark: try parse(spec, backdrop: .dark), light: try parse(spec, backdrop: .light))
    }

    /// The keys in the order help lists them; `bg` and `band` are
    /// backgrounds, so their colour paints behind the text.
    static let keys: [(name: String, path: any WritableKeyPath<Theme, Style> & Sendable, isBackground: Bool)] = [
        ("fg", \.foreground, false), ("bg", \.background, true), ("selected", \.selected, false),
        ("band", \.band, true), ("label", \.label, false), ("title", \.title, false),
        ("message", \.message, false), ("button", \.button, false), ("accent", \.accent, false),
        ("dim", \.dim, false), ("border", \.border, false), ("focus", \.focus, false),
    ]

    static let attributes: [(name: String, value: TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
    ]

    static let ansiNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// UIKit's values for the names it shares (UIColor.brown, .orange,
    /// .gray, .purple, .systemPink), so a port of an iOS look keeps its colours.
    static let commonNames: [String: Color] = [
        "brown": .rgb(0x99, 0x66, 0x33), "orange": .rgb(0xFF, 0x80, 0x00), "gray": .rgb(0x80, 0x80, 0x80),
        "grey": .rgb(0x80, 0x80, 0x80), "pink": .rgb(0xFF, 0x2D, 0x55), "purple": .rgb(0x80, 0x00, 0x80),
    ]

    /// The theme the spec gives on a `backdrop` background.
    package static func parse(_ spec: String, backdrop: Backdrop = .dark) throws(ThemeError) -> Theme {
        let auto = ThemeChoice.auto.theme(for: backdrop)
        var theme = auto
        for item in spec.split(separator: ",", omittingEmptySubsequences: true).map(String.init) {
            guard let colon = item.firstIndex(of: ":") else {
                if item.lowercased() == "auto" {
                    theme = auto
                    continue
                }
                guard let named = themes.first(where: { $0.name == item.lowercased() }) else {
                    throw .unknownTheme(item, known: names)
                }
                theme = named.theme
                continue
            }
            let name = item[..<colon].lowercased()
            guard let key = keys.first(where: { $0.name == name }) else {
                throw .unknownKey(String(item[..<colon]), known: keys.map(\.name))
            }
            theme[keyPath: key.path] = try style(String(item[item.index(after: colon)...]), isBackground: key.isBackground)
        }
        return theme
    }

    /// `color[+attr…]`: any part may be the colour, the rest attributes;
    /// an empty value is the terminal's default look.
    static func style(_ value: String, isBackground: Bool) throws(ThemeError) -> Style {
        var style = Style.plain
        for (index, part) in value.split(separator: "+", omittingEmptySubsequences: false).enumerated() {
            let word = part.lowercased()
            if word.isEmpty { continue }
            if let attribute = attributes.first(where: { $0.name == word }) {
                style.attributes.insert(attribute.value)
            } else if let color = color(named: word) {
                if isBackground { style.background = color } else { style.foreground = color }
            } else if index == 0 {
                throw .unknownColor(String(part))
            } else {
                throw .unknownAttribute(String(part), known: attributes.map(\.name))
            }
        }
        return style
    }

    /// A colour as `--theme` and `--swatch` read it: an ANSI name (`red`,
    /// `bright-red`), a common name, `0`–`255` or `#rrggbb`.
    package static func color(named text: String) -> Color? {
        let word = text.lowercased()
        if let n = ansiNames.firstIndex(of: word) { return .ansi(UInt8(n)) }
        for prefix in ["bright-", "bright"] where word.hasPrefix(prefix) {
            if let n = ansiNames.firstIndex(of: String(word.dropFirst(prefix.count))) { return .ansi(UInt8(n + 8)) }
        }
        if let color = commonNames[word] { return color }
        if let n = UInt8(word), word.allSatisfy(\.isASCII) { return .palette(n) }
        if word.hasPrefix("#"), word.count == 7, let v = UInt32(word.dropFirst(), radix: 16) {
            return .rgb(UInt8(v >> 16), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
        }
        return nil
    }
}
