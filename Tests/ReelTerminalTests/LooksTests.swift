import Foundation
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

/// Frames of the picker's looks: theme keys, borders, alignment, row
/// heights, perspective.
@Suite struct LooksTests {
    let size = TerminalSize(columns: 60, rows: 24)

    func abc(select: Int = 1, rows: Int = 3, title: String? = "Hi") -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]), selectedRow: select)], title: title, visibleRows: rows)
    }

    func appearance(_ change: (inout Appearance) -> Void) -> Appearance {
        var appearance = Appearance()
        change(&appearance)
        return appearance
    }

    // MARK: Borders

    struct BorderCase: Sendable, CustomTestStringConvertible {
        var border: BorderStyle
        var top: String
        var side: Character
        var bottom: String
        var testDescription: String { border.rawValue }
    }

    static let borders: [BorderCase] = [
        BorderCase(border: .rounded, top: "╭─── Hi ───╮", side: "│", bottom: "╰──────────╯"),
        BorderCase(border: .sharp, top: "┌─── Hi ───┐", side: "│", bottom: "└──────────┘"),
        BorderCase(border: .double, top: "╔═══ Hi ═══╗", side: "║", bottom: "╚══════════╝"),
        BorderCase(border: .ascii, top: "+--- Hi ---+", side: "|", bottom: "+----------+"),
        BorderCase(border: .heavy, top: "┏━━━ Hi ━━━┓", side: "┃", bottom: "┗━━━━━━━━━━┛"),
    ]

    @Test(arguments: borders)
    func borderAroundThePickerWithTheTitleInside(_ c: BorderCase) {
        let renderer = Renderer(appearance: appearance { $0.border = c.border })
        let s = c.side
        #expect(renderer.render(abc(), size: size).text == [
            c.top,
            "\(s)    a     \(s)",
            "\(s)    b     \(s)",
            "\(s)    c     \(s)",
            "\(s) [ Done ] \(s)",
            c.bottom,
        ])
    }

    @Test func noBorderKeepsTheTitleOnItsOwnLine() {
        #expect(Renderer().render(abc(), size: size).text == ["   Hi   ", "   a    ", "   b    ", "   c    ", "[ Done ]"])
    }

    // MARK: Theme keys

    struct KeyCase: Sendable, CustomTestStringConvertible {
        var key: String
        var focus: Focus = .done
        /// Where the key shows, from the layout: (line, column).
        var at: @Sendable (Layout) -> (Int, Int)
        var isBackground = false
        var testDescription: String { key }
    }

    static let keys: [KeyCase] = [
        KeyCase(key: "fg", at: { ($0.textLine(ofRow: 0), $0.columns[0].textStart) }),
        KeyCase(key: "bg", at: { ($0.box.y + 1, $0.box.x + 1) }, isBackground: true),
        KeyCase(key: "selected", at: { ($0.textLine(ofRow: $0.band), $0.columns[0].textStart) }),
        KeyCase(key: "band", at: { ($0.textLine(ofRow: $0.band), $0.content.x) }, isBackground: true),
        KeyCase(key: "label", at: { ($0.textLine(ofRow: $0.band), $0.columns[0].labelStart) }),
        KeyCase(key: "title", at: { ($0.box.y, $0.box.x + $0.box.width / 2) }),
        KeyCase(key: "message", at: { ($0.messageLine!, $0.content.x + $0.content.width / 2) }),
        KeyCase(key: "button", at: { ($0.toolbarLine!, $0.buttons[0].span.lowerBound) }),
        KeyCase(key: "accent", at: { ($0.toolbarLine!, $0.buttons[0].span.lowerBound) }),
        KeyCase(key: "dim", at: { ($0.textLine(ofRow: 0), $0.columns[0].textStart) }),
        KeyCase(key: "border", at: { ($0.box.y + 1, $0.box.x) }),
        // One wheel has no focus marker: the focused button shows it.
        KeyCase(key: "focus", at: { ($0.toolbarLine!, $0.buttons[0].span.lowerBound) }),
    ]

    @Test(arguments: keys)
    func eachThemeKeyColoursItsPart(_ c: KeyCase) throws {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c", "d", "e"]), label: "L", selectedRow: 2)],
                                focus: c.focus, title: "Title", message: "Message", visibleRows: 5)
        state.focus = c.focus
        let renderer = Renderer(appearance: appearance {
            $0.theme = try! ThemeSpec.parse("mono,\(c.key):201")
            $0.border = .rounded
            $0.perspective = .dim
        })
        let layout = renderer.layout(state, size: size)
        let frame = renderer.render(state, layout: layout)
        let (line, column) = c.at(layout)
        let style = frame.lines[line][column].style
        #expect((c.isBackground ? style.background : style.foreground) == .palette(201),
                "\(c.key) at \(line),\(column) '\(frame.lines[line][column].text)': \(style)\n\(frame.text.joined(separator: "\n"))")
        // Without the key, the same cell has no colour at all.
        let plain = Renderer(appearance: appearance { $0.theme = .mono; $0.border = .rounded; $0.perspective = .dim })
            .render(state, layout: layout).lines[line][column].style
        #expect(plain.foreground == nil && plain.background == nil)
    }

    @Test func bgPaintsEveryCellOfThePicker() throws {
        let renderer = Renderer(appearance: appearance { $0.theme = try! ThemeSpec.parse("mono,bg:blue"); $0.border = .sharp })
        let frame = renderer.render(abc(), size: size)
        for line in frame.lines { for cell in line { #expect(cell.style.background == .ansi(4)) } }
    }

    @Test func accentTintsButtonsAndButtonWins() throws {
        var state = abc()
        state.chrome.cancelTitle = "No"
        let theme = try ThemeSpec.parse("accent:red,button:+bold")
        let toolbar = Renderer(theme: theme).render(state, size: size).lines.last!
        let styled = toolbar.filter { $0.style.foreground == .ansi(1) }.map(\.text).joined()
        #expect(styled == "[ No ][ Done ]")
        #expect(toolbar.filter { $0.text == "[" }.allSatisfy { $0.style.attributes.contains(.bold) })
        let own = try ThemeSpec.parse("accent:red,button:green").button.over(theme.accent)
        #expect(own.foreground == .ansi(2), "a button colour of its own beats the tint")
    }

    // MARK: Alignment

    struct AlignCase: Sendable, CustomTestStringConvertible {
        var alignment: Alignment
        var lines: [String]
        var testDescription: String { alignment.rawValue }
    }

    static let alignments: [AlignCase] = [
        AlignCase(alignment: .left, lines: [" 東京     ", " a        ", " 大阪ab   "]),
        AlignCase(alignment: .center, lines: ["   東京   ", "     a    ", "  大阪ab  "]),
        AlignCase(alignment: .right, lines: ["     東京 ", "        a ", "   大阪ab "]),
    ]

    @Test(arguments: alignments)
    func alignmentWithWideText(_ c: AlignCase) {
        let state = PickerState(wheels: [Wheel(rows: ListRows(["東京", "a", "大阪ab"]), width: 8, alignment: c.alignment,
                                               selectedRow: 1)], visibleRows: 3)
        let frame = Renderer().render(state, size: size)
        #expect(Array(frame.text.prefix(3)) == c.lines)
        for line in frame.lines { #expect(line.reduce(0) { $0 + $1.width } == frame.width) }
    }

    // MARK: Row height

    @Test func rowHeightTwoPutsTheTextOnTheUpperLineAndTheBandGrows() {
        let renderer = Renderer(appearance: appearance { $0.rowHeight = 2 })
        let state = abc(title: nil)
        let layout = renderer.layout(state, size: size)
        let frame = renderer.render(state, layout: layout)
        #expect(frame.text == ["   a    ", "        ", "   b    ", "        ", "   c    ", "        ", "[ Done ]"])
        #expect(layout.bandLines == 2..<4)
        for line in 0..<6 {
            #expect((frame.lines[line][0].style.background == Theme.standard.band.background) == layout.bandLines.contains(line))
        }
    }

    @Test func rowHeightThreePutsTheTextOnTheMiddleLine() {
        let renderer = Renderer(appearance: appearance { $0.rowHeight = 3 })
        let state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]), label: "L", selectedRow: 1)],
                                visibleRows: 3, separator: "")
        let layout = renderer.layout(state, size: size)
        #expect(renderer.render(state, layout: layout).text == [
            "        ", "  a     ", "        ",
            "        ", "  b L   ", "        ",
            "        ", "  c     ", "        ",
            "[ Done ]",
        ])
        #expect(layout.bandLines == 3..<6)
        #expect(layout.row(atLine: 5) == 1 && layout.row(atLine: 6) == 2 && layout.row(atLine: 9) == nil)
    }

    /// The focus is one rule along the band's lower edge: with a tall band
    /// only its last line is underlined (not a strike-through at 2, a box
    /// at 3); the chosen text keeps the focus's other attributes.
    @Test(arguments: [1, 2, 3])
    func theFocusUnderlinesOnlyTheBandsLowerEdge(_ height: Int) {
        let renderer = Renderer(appearance: appearance { $0.rowHeight = height })
        let state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]), selectedRow: 1),
                                         Wheel(rows: ListRows(["x", "y", "z"]), selectedRow: 1)], visibleRows: 3)
        let layout = renderer.layout(state, size: size)
        let frame = renderer.render(state, layout: layout)
        let column = layout.columns[0].textStart
        for line in layout.wheelLines {
            let style = frame.lines[line][column].style
            #expect(style.attributes.contains(.underline) == (line == layout.bandLines.upperBound - 1), "line \(line)")
        }
        let text = frame.lines[layout.textLine(ofRow: layout.band)][column]
        #expect(text.text == "b" && text.style.attributes.contains(.bold))
    }

    // MARK: Perspective

    func rowStyles(_ perspective: Perspective, theme: Theme = .standard) -> [Style] {
        let state = PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 1, count: 20), selectedRow: 10)],
                                focus: .done, visibleRows: 9)
        let renderer = Renderer(appearance: appearance { $0.perspective = perspective; $0.theme = theme })
        let layout = renderer.layout(state, size: size)
        let frame = renderer.render(state, layout: layout)
        return (0..<9).map { frame.lines[layout.textLine(ofRow: $0)][layout.columns[0].textStart].style }
    }

    @Test func shadesStepTowardTheBackgroundWithDistance() {
        let styles = rowStyles(.shades, theme: .dark)
        // Distance 4, 3, 2, 1, band, 1, 2, 3, 4: symmetric, darker with distance.
        #expect(styles[0] == styles[8] && styles[1] == styles[7] && styles[3] == styles[5])
        func grey(_ style: Style) -> Int {
            guard case .rgb(let r, _, _)? = style.foreground else { return -1 }
            return Int(r)
        }
        #expect(grey(styles[3]) > grey(styles[2]) && grey(styles[2]) > grey(styles[1]) && grey(styles[1]) > grey(styles[0]))
        // dark: fg #d1d1d6 toward bg #1c1c1e by 30%, 50%, 65%, 75%.
        #expect(styles.prefix(4).map(\.foreground) == [.rgb(73, 73, 76), .rgb(91, 91, 94), .rgb(119, 119, 122), .rgb(155, 155, 159)])
        #expect(styles[4].foreground == .rgb(0xFF, 0xFF, 0xFF) && styles[4].attributes.contains(.bold))
    }

    @Test func shadesOfTheDefaultThemeAreGreysOnAssumedBlack() {
        let styles = rowStyles(.shades)
        #expect(styles[3].foreground == .rgb(146, 146, 146))
        #expect(styles[2].foreground == .rgb(104, 104, 104))
        // A 256-colour terminal gets the grey ramp.
        #expect(ANSI.sgr(styles[3], depth: .palette256) == "\u{1B}[0;38;5;246m")
    }

    @Test func dimAttributeFromTheSecondRowOn() {
        let styles = rowStyles(.dim)
        #expect(styles.map { $0.attributes.contains(.dim) } == [true, true, true, false, false, false, true, true, true])
        #expect(styles.allSatisfy { $0.foreground == nil })
    }

    @Test func flatDrawsEveryRowAlike() {
        let styles = rowStyles(.flat)
        #expect(Set(styles.enumerated().filter { $0.offset != 4 }.map(\.element)) == [Style.plain])
    }

    @Test func perspectiveFollowsDepthAndTheme() {
        #expect(Perspective.choose(flat: false, depth: .palette256, theme: .standard) == .shades)
        #expect(Perspective.choose(flat: false, depth: .truecolor, theme: .dark) == .shades)
        #expect(Perspective.choose(flat: false, depth: .ansi16, theme: .dark) == .ansiGrey)
        #expect(Perspective.choose(flat: false, depth: .ansi16, theme: .standard) == .ansiGrey)
        #expect(Perspective.choose(flat: false, depth: .ansi16, theme: .mono) == .dim)
        #expect(Perspective.choose(flat: false, depth: .none, theme: .dark) == .dim)
        #expect(Perspective.choose(flat: false, depth: .truecolor, theme: .mono) == .dim)
        #expect(Perspective.choose(flat: true, depth: .truecolor, theme: .dark) == .flat)
    }

    // MARK: Icons and swatches

    @Test func iconColumnHasTheWidestIconsWidth() {
        let rows = FieldRows(base: ListRows(["🍎\tApple", "*\tKiwi", "\tFig", "\u{1B}[31m\tBad"]),
                             delimiter: [0x09], show: FieldRange(first: 2, last: 2), iconField: 1)
        let state = PickerState(wheels: [Wheel(rows: rows, selectedRow: 1)], visibleRows: 3)
        #expect(state.wheels[0].measuredIconWidth == 5, "the escape is measured as its placeholders, ␛[31m")
        let text = Renderer().render(state, size: size).text
        #expect(text[0] == " 🍎    Apple ")
        #expect(text[1] == " *      Kiwi ")
        #expect(text[2] == "        Fig  ")
    }

    @Test func swatchShowsTheRowsColour() {
        var appearance = Appearance()
        appearance.swatches = [true]
        let state = PickerState(wheels: [Wheel(rows: ListRows(["Red", "Orange", "#00ff00", "Nope"]), selectedRow: 1)],
                                focus: .done, visibleRows: 3)
        let renderer = Renderer(appearance: appearance)
        let layout = renderer.layout(state, size: size)
        let frame = renderer.render(state, layout: layout)
        #expect(frame.text == [" ██   Red   ", " ██  Orange ", " ██ #00ff00 ", "    [ Done ]"])
        let x = layout.columns[0].iconStart
        // A name is a fixed colour (UIKit's systemRed, systemOrange), never
        // the terminal's palette red; a hex value is itself.
        #expect(frame.lines[0][x].style.foreground == .rgb(0xFF, 0x3B, 0x30))
        #expect(frame.lines[1][x].style.foreground == .rgb(0xFF, 0x95, 0x00))
        #expect(frame.lines[2][x + 1].style.foreground == .rgb(0, 0xFF, 0))
    }

    struct SwatchCase: Sendable, CustomTestStringConvertible {
        var name: String
        var color: Color
        var testDescription: String { name }
    }

    /// Every name a swatch knows is a fixed value: no palette colour 0–15,
    /// which each terminal draws its own way (Yellow brown, Red salmon).
    @Test(arguments: ["Red", "orange", "YELLOW", "green", "blue", "purple", "pink", "brown", "gray", "grey", "black",
                      "white", "cyan", "magenta", "teal", "indigo", "mint", "bright-red", "brightblue"])
    func namedSwatchesAreFixedColours(_ name: String) {
        guard case .rgb = Swatch.color(named: name) else {
            Issue.record("\(name): \(String(describing: Swatch.color(named: name)))")
            return
        }
    }

    @Test func numberedSwatchesAreThePaletteColourTheyNumber() {
        #expect(Swatch.color(named: "208") == .palette(208))
        #expect(Swatch.color(named: "#123456") == .rgb(0x12, 0x34, 0x56))
        #expect(Swatch.color(named: "chartreuse-ish") == nil)
    }

    @Test func monoDrawsSwatchesWithoutColour() {
        var appearance = Appearance()
        appearance.swatches = [true]
        appearance.theme = .mono
        appearance.colorless = true
        let state = PickerState(wheels: [Wheel(rows: ListRows(["Red", "Orange", "#00ff00"]), selectedRow: 1)],
                                focus: .done, visibleRows: 3)
        let frame = Renderer(appearance: appearance).render(state, size: size)
        #expect(frame.text.first == " ██   Red   ", "the block stays, as NO_COLOR draws it")
        let colours = frame.lines.joined().filter { $0.style.foreground != nil || $0.style.background != nil }
        #expect(colours.isEmpty, "mono draws no colour anywhere")
    }

    // MARK: Focus

    static let themes: [(String, Theme)] = [("default", .standard), ("default, light", .standardLight), ("dark", .dark),
                                            ("light", .light), ("mono", .mono)]

    func twoWheels(focus: Focus) -> PickerState {
        PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]), selectedRow: 1),
                             Wheel(rows: ListRows(["x", "y", "z"]), selectedRow: 1)],
                    focus: focus, cancelTitle: "Cancel", visibleRows: 3)
    }

    /// The focus is never reverse video, at any colour depth: reverse is
    /// the band's own look where it has no colour to show (mono, 16
    /// colours, none), across the whole band line and nowhere else.
    @Test(arguments: themes.map(\.0), [ColorDepth.truecolor, .palette256, .ansi16, .none])
    func onlyTheBandIsReverseVideo(name: String, depth: ColorDepth) {
        let theme = Self.themes.first { $0.0 == name }!.1.shown(at: depth)
        let renderer = Renderer(theme: theme)
        for focus in [Focus.wheel(0), .wheel(1), .cancel, .done] {
            let state = twoWheels(focus: focus)
            let layout = renderer.layout(state, size: size)
            let lines = renderer.render(state, layout: layout).lines
            for (y, line) in lines.enumerated() {
                let onBand = layout.bandLines.contains(y)
                let reversed = line.indices.filter { line[$0].style.attributes.contains(.reverse) }
                let band = onBand && theme.band.attributes.contains(.reverse)
                #expect(reversed == (band ? layout.content.x..<layout.content.x + layout.content.width : 0..<0).map { $0 },
                        "\(name) at \(depth), focus \(focus), line \(y)")
            }
        }
    }

    /// Where a grey cannot be trusted on the terminal's own background
    /// (16 colours: it becomes the black or white of that background; no
    /// colour: nothing), the band is reverse video; elsewhere, and for a
    /// band of one of the 16 colours, it is the theme's. A theme with a
    /// background of its own gets the 16 colours' design: a band distinct
    /// from that background, text on it in the colour that reads.
    @Test func theBandIsReverseVideoWhereItsGreyWouldNotShow() {
        for theme in [Theme.standard, .standardLight, .dark, .light] {
            #expect(theme.shown(at: .truecolor) == theme)
            #expect(theme.shown(at: .palette256) == theme)
            #expect(theme.shown(at: .none).band.attributes.contains(.reverse) && theme.shown(at: .none).band.background == nil)
        }
        for theme in [Theme.standard, .standardLight] {
            let band = theme.shown(at: .ansi16).band
            #expect(band.attributes.contains(.reverse) && band.background == nil)
        }
        let dark = Theme.dark.shown(at: .ansi16), light = Theme.light.shown(at: .ansi16)
        #expect(dark.band.background == .ansi(8) && dark.band.foreground == .ansi(15) && !dark.band.attributes.contains(.reverse))
        #expect(light.band.background == .rgb(0xE5, 0xE5, 0xEA), "its nearest, 7, is not the background's (15)")
        #expect(light.band.foreground == .ansi(0))
        #expect(!light.selected.attributes.contains(.bold), "bold black is drawn grey by xterm")
        #expect(!light.title.attributes.contains(.bold) && light.title.foreground == .rgb(0, 0, 0),
                "the title too, off the band: black, not bold (xterm's bright black)")
        #expect(dark.title.attributes.contains(.bold), "bright white stays bold")
        #expect(Theme.light.shown(at: .palette256).title.attributes.contains(.bold), "with 256 colours bold black is black")
        #expect(dark.selected.attributes.contains(.bold), "bright white stays bold")
        var blue = Theme.standard
        blue.band = Style(background: .ansi(4))
        #expect(blue.shown(at: .ansi16) == blue, "a band of the 16 colours keeps it")
        #expect(blue.shown(at: .none).band == Style(attributes: .reverse))
        #expect(Theme.mono.band == Style(attributes: .reverse), "mono: reverse at every depth")
        var plain = Theme.standard
        plain.band = .plain
        #expect(plain.shown(at: .ansi16) == plain, "--theme band: asks for no band")
    }

    @Test(arguments: themes.map(\.0))
    func oneWheelHasNoFocusMarker(name: String) {
        let theme = Self.themes.first { $0.0 == name }!.1
        let frame = Renderer(theme: theme).render(abc(title: nil), size: size)
        let band = frame.lines[1]
        #expect(band.allSatisfy { $0.style == theme.selected.over(theme.band).over(theme.background) || $0.text == " " },
                "\(name): the chosen row is the band's plain text")
        #expect(!band.contains { $0.style.attributes.contains(.underline) })
    }

    @Test(arguments: themes.map(\.0))
    func severalWheelsMarkTheFocusedOneSubtly(name: String) {
        let theme = Self.themes.first { $0.0 == name }!.1
        let renderer = Renderer(theme: theme)
        let state = twoWheels(focus: .wheel(1))
        let layout = renderer.layout(state, size: size)
        let band = renderer.render(state, layout: layout).lines[layout.textLine(ofRow: layout.band)]
        let first = layout.columns[0].wheelSpan, second = layout.columns[1].wheelSpan
        #expect(first.allSatisfy { !band[$0].style.attributes.contains(.underline) })
        #expect(second.allSatisfy { band[$0].style.attributes.contains(.underline) }, "\(name): a line along the band's edge")
        let y = band[layout.columns[1].textStart]
        #expect(y.text == "y" && y.style.foreground == theme.selected.over(theme.band).over(theme.background).foreground,
                "\(name): the chosen text keeps its colour")
    }

    @Test(arguments: themes.map(\.0))
    func theFocusedButtonShowsClearly(name: String) {
        let theme = Self.themes.first { $0.0 == name }!.1
        let renderer = Renderer(theme: theme)
        let toolbar = renderer.render(twoWheels(focus: .done), size: size).lines.last!
        let styles = Dictionary(grouping: toolbar.filter { $0.text != " " }) { $0.style }
        #expect(styles.count == 2, "\(name): Cancel and Done differ")
        let done = toolbar.filter { $0.style.attributes.contains(.underline) }.map(\.text).joined()
        #expect(done == "[ Done ]" || done == "[ Done ]".replacingOccurrences(of: " ", with: ""), "\(name)")
    }

    // MARK: Rows that may not be chosen

    /// The text style of the rows of one wheel of months, March selected,
    /// from January to May, where only February and March are allowed.
    func allowedRowStyles(theme: Theme, perspective: Perspective) -> [Style] {
        let months = AllowedRows(ListRows(["Jan", "Feb", "Mar", "Apr", "May"]), allowed: 1...2)
        let state = PickerState(wheels: [Wheel(rows: months, selectedRow: 2)], focus: .done, visibleRows: 5)
        let renderer = Renderer(appearance: appearance { $0.perspective = perspective; $0.theme = theme })
        let layout = renderer.layout(state, size: size)
        let frame = renderer.render(state, layout: layout)
        return (0..<5).map { frame.lines[layout.textLine(ofRow: $0)][layout.columns[0].textStart].style }
    }

    @Test func rowsOutOfRangeTakeTheThemesDim() {
        // dark: the theme's grey, on the band too, and never the allowed rows'.
        let dark = allowedRowStyles(theme: .dark, perspective: .shades)
        #expect(dark[0].foreground == Theme.dark.dim.foreground)
        #expect(dark[3].foreground == Theme.dark.dim.foreground)
        #expect(dark[1].foreground != Theme.dark.dim.foreground && dark[2].foreground != Theme.dark.dim.foreground)
        // mono and no colour: the dim attribute, beside the band too, where
        // perspective alone leaves a row plain.
        // NO_COLOR and 16 colours draw perspective by attributes: a theme's
        // grey would be lost (or coarse), so the attribute comes with it.
        #expect(allowedRowStyles(theme: .dark, perspective: .dim)[3].attributes.contains(.dim))
        #expect(!dark[3].attributes.contains(.dim), "with greys, the grey alone")
        for theme in [Theme.mono, Theme.standard] {
            let plain = allowedRowStyles(theme: theme, perspective: .dim)
            #expect(plain[3].attributes.contains(.dim), "the row after the band")
            #expect(!plain[1].attributes.contains(.dim), "an allowed row beside the band")
            #expect(plain.allSatisfy { $0.foreground == nil || theme.hasColor })
        }
    }
}
