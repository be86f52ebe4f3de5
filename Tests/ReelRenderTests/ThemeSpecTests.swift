import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelRender

/// `--theme`'s words: colours, keys, attributes, named themes and `auto`.
@Suite struct ThemeSpecTests {
    struct ColorCase: Sendable, CustomTestStringConvertible {
        var text: String
        var color: Color
        var testDescription: String { text }
    }

    static let colors: [ColorCase] = [
        ColorCase(text: "black", color: .ansi(0)),
        ColorCase(text: "red", color: .ansi(1)),
        ColorCase(text: "White", color: .ansi(7)),
        ColorCase(text: "bright-red", color: .ansi(9)),
        ColorCase(text: "brightcyan", color: .ansi(14)),
        ColorCase(text: "brown", color: .rgb(0x99, 0x66, 0x33)),
        ColorCase(text: "orange", color: .rgb(0xFF, 0x80, 0x00)),
        ColorCase(text: "gray", color: .rgb(0x80, 0x80, 0x80)),
        ColorCase(text: "grey", color: .rgb(0x80, 0x80, 0x80)),
        ColorCase(text: "pink", color: .rgb(0xFF, 0x2D, 0x55)),
        ColorCase(text: "purple", color: .rgb(0x80, 0x00, 0x80)),
        ColorCase(text: "0", color: .palette(0)),
        ColorCase(text: "255", color: .palette(255)),
        ColorCase(text: "#ff8000", color: .rgb(255, 128, 0)),
        ColorCase(text: "#0A84FF", color: .rgb(0x0A, 0x84, 0xFF)),
    ]

    @Test(arguments: colors)
    func readsColor(_ c: ColorCase) {
        #expect(ThemeSpec.color(named: c.text) == c.color)
    }

    @Test(arguments: ["256", "-1", "#ff80", "#gg0000", "reddish", "", "bright-", "١٢"])
    func rejectsColor(_ text: String) {
        #expect(ThemeSpec.color(named: text) == nil)
    }

    @Test func keyColorAndAttributes() throws {
        let theme = try ThemeSpec.parse("label:yellow+bold+underline,band:#303030,title:+italic")
        #expect(theme.label == Style(foreground: .ansi(3), attributes: [.bold, .underline]))
        #expect(theme.band == Style(background: .rgb(0x30, 0x30, 0x30)), "band is a background")
        #expect(theme.title == Style(attributes: .italic))
        #expect(theme.selected == Theme.standard.selected, "keys not named keep the default")
    }

    @Test func namedThemeExtended() throws {
        let theme = try ThemeSpec.parse("dark,label:yellow")
        var expected = Theme.dark
        expected.label = Style(foreground: .ansi(3))
        #expect(theme == expected)
        #expect(try ThemeSpec.parse("light") == .light)
        #expect(try ThemeSpec.parse("mono") == .mono)
        #expect(try ThemeSpec.parse("dark,mono") == .mono, "a later theme replaces an earlier one")
    }

    /// `auto` (where a spec starts) is the default look for the
    /// background; a named theme is the same on both; items apply to both.
    @Test func autoFollowsTheBackground() throws {
        #expect(try ThemeSpec.choice("") == .auto)
        #expect(try ThemeSpec.choice("auto") == .auto)
        #expect(try ThemeSpec.choice("mono,auto") == .auto, "auto replaces an earlier theme too")
        #expect(try ThemeSpec.choice("dark") == ThemeChoice(.dark))
        #expect(try ThemeSpec.choice("default") == ThemeChoice(.standard))
        let accented = try ThemeSpec.choice("accent:orange")
        #expect(accented.dark.accent == Style(foreground: ThemeSpec.commonNames["orange"]))
        #expect(accented.light.accent == accented.dark.accent)
        #expect(accented.light.band == Theme.standardLight.band && accented.dark.band == Theme.standard.band)
        let blue = try ThemeSpec.choice("auto,band:blue")
        #expect(blue.dark.band == Style(background: .ansi(4)) && blue.light.band == blue.dark.band)
        #expect(blue.dark.backdrop == .dark && blue.light.backdrop == .light, "the greys still fade toward it")
    }

    /// Only where the background changes what the terminal shows is it asked.
    @Test func autoDependsOnTheBackgroundWhereAGreyShows() throws {
        #expect(ThemeChoice.auto.dependsOnBackdrop(at: .truecolor))
        #expect(ThemeChoice.auto.dependsOnBackdrop(at: .palette256))
        #expect(!ThemeChoice.auto.dependsOnBackdrop(at: .none), "reverse video on both")
        #expect(try !ThemeSpec.choice("light").dependsOnBackdrop(at: .truecolor))
        #expect(try !ThemeSpec.choice("auto,band:blue").dependsOnBackdrop(at: .ansi16), "blue on both")
        #expect(try ThemeSpec.choice("auto,band:blue").dependsOnBackdrop(at: .palette256), "the greys differ")
    }

    struct Background: Sendable, CustomTestStringConvertible {
        var colorfgbg: String
        var backdrop: Backdrop?
        var testDescription: String { "COLORFGBG=\(colorfgbg)" }
    }

    /// rxvt's and Konsole's convention: the last field is the background,
    /// one of the 16 colours as xterm shows them.
    @Test(arguments: [
        Background(colorfgbg: "15;0", backdrop: .dark), Background(colorfgbg: "0;15", backdrop: .light),
        Background(colorfgbg: "0;default;15", backdrop: .light), Background(colorfgbg: "7;8", backdrop: .dark),
        Background(colorfgbg: "0;7", backdrop: .light), Background(colorfgbg: "default;default", backdrop: nil),
        Background(colorfgbg: "0;16", backdrop: nil), Background(colorfgbg: "", backdrop: nil),
    ])
    func colorfgbgNamesTheBackground(_ c: Background) {
        #expect(Backdrop(colorfgbg: c.colorfgbg) == c.backdrop)
    }

    @Test func aBackgroundIsLightAboveHalfItsLuma() {
        #expect(Backdrop(red: 0xFF, green: 0xFF, blue: 0xFF) == .light)
        #expect(Backdrop(red: 0xFD, green: 0xF6, blue: 0xE3) == .light, "Solarized light")
        #expect(Backdrop(red: 0x00, green: 0x2B, blue: 0x36) == .dark, "Solarized dark")
        #expect(Backdrop(red: 0x28, green: 0x2C, blue: 0x34) == .dark, "One Dark")
        #expect(Backdrop(red: 0x80, green: 0x80, blue: 0x80) == .light)
        #expect(Backdrop(red: 0x7F, green: 0x7F, blue: 0x7F) == .dark)
    }

    @Test func everyKeyNamesAStyle() throws {
        for key in ThemeSpec.keys {
            let theme = try ThemeSpec.parse("\(key.name):201")
            let style = theme[keyPath: key.path]
            #expect((key.isBackground ? style.background : style.foreground) == .palette(201), "\(key.name)")
        }
    }

    @Test func monoHasNoColourAndTheOthersDo() {
        #expect(!Theme.mono.hasColor)
        #expect(Theme.dark.hasColor && Theme.light.hasColor && Theme.standard.hasColor)
    }

    @Test(arguments: ["label:bleu", "dark,lable:red", "label:red+blink", "solarized", "fg:300"])
    func aBadSpecIsRefused(_ spec: String) {
        #expect(throws: ThemeError.self) { try ThemeSpec.parse(spec) }
    }
}
