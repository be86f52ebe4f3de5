import Foundation
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender

/// Every cell on the band reads at 3:1 or better (WCAG's contrast for
/// large text and for the parts of an interface one must see): the chosen
/// row, a row's own `--ansi` colour, the label, the separator, the check
/// mark and the focus underline, whatever the theme and the terminal's
/// background, at 256 colours and true colour.
///
/// Each frame is built as `reel` builds it (`Appearance(theme:depth:backdrop:)`)
/// and each cell judged here as the terminal shows it, with a contrast
/// worked out by the test itself (Foundation's `pow`): a colour left to
/// the terminal is the terminal's own (light grey text on black, or
/// near-black on white); the 16 colours are xterm's defaults, bold 0–7
/// also in their bright variant, as xterm draws them.
@Suite struct BandContrastTests {
    static let minimum = 3.0

    // MARK: The contrast ratio

    struct RatioCase: Sendable, CustomTestStringConvertible {
        var a: (UInt8, UInt8, UInt8)
        var b: (UInt8, UInt8, UInt8)
        var ratio: Double
        var testDescription: String { "\(a) on \(b): \(ratio)" }
    }

    /// Values from WCAG's definition and its understanding documents.
    static let ratios: [RatioCase] = [
        RatioCase(a: (0, 0, 0), b: (0xFF, 0xFF, 0xFF), ratio: 21),
        RatioCase(a: (0xFF, 0xFF, 0xFF), b: (0xFF, 0xFF, 0xFF), ratio: 1),
        RatioCase(a: (0x77, 0x77, 0x77), b: (0xFF, 0xFF, 0xFF), ratio: 4.48),
        RatioCase(a: (0x76, 0x76, 0x76), b: (0xFF, 0xFF, 0xFF), ratio: 4.54),
        RatioCase(a: (0xFF, 0, 0), b: (0xFF, 0xFF, 0xFF), ratio: 4.00),
        RatioCase(a: (0, 0xFF, 0), b: (0xDA, 0xDA, 0xDA), ratio: 1.02),
        RatioCase(a: (0, 0, 0xFF), b: (0, 0, 0), ratio: 2.44),
    ]

    @Test(arguments: ratios)
    func theContrastRatioIsWCAGs(_ c: RatioCase) {
        #expect(abs(Contrast.ratio(c.a, c.b) - c.ratio) < 0.01, "\(Contrast.ratio(c.a, c.b))")
        #expect(Contrast.ratio(c.a, c.b) == Contrast.ratio(c.b, c.a))
        #expect(abs(Contrast.ratio(c.a, c.b) - Self.wcag(c.a, c.b)) < 1e-9, "the core's curve is sRGB's")
    }

    // MARK: Every cell on the band

    struct Look: Sendable, CustomTestStringConvertible {
        var theme: String
        var backdrop: Backdrop
        var depth: ColorDepth
        var testDescription: String { "--theme \(theme) on a \(backdrop) terminal at \(depth)" }
    }

    /// The named themes, and specs whose own colours would not read on
    /// the band: the chosen text in the band's colour, a dark label on
    /// the dark band, a light accent on the light one.
    static let looks: [Look] = (ThemeSpec.names + ["default,selected:237", "dark,label:#3a3a3c", "light,band:yellow,label:white"]).flatMap { theme in
        Backdrop.allCases.flatMap { backdrop in
            [ColorDepth.palette256, .truecolor].map { Look(theme: theme, backdrop: backdrop, depth: $0) }
        }
    }

    static let e = "\u{1B}"

    /// Rows in every colour `--ansi` may give them: the 16, plain and bold
    /// (git's bold green branch), some of the 256 and of true colour
    /// (greys like the bands included), dim, reverse, a control character.
    static let coloured: [String] = {
        let e = Self.e
        let sixteen = (Array(30...37) + Array(90...97)).flatMap { ["\(e)[\($0)mrow", "\(e)[1;\($0)mrow"] }
        let palette = [16, 21, 46, 196, 226, 231, 237, 244, 250, 253, 254].map { "\(e)[38;5;\($0)mrow" }
        let rgb = [(0, 255, 0), (255, 255, 255), (0, 0, 0), (58, 58, 60), (229, 229, 234), (0, 122, 255), (10, 132, 255)]
            .map { "\(e)[38;2;\($0.0);\($0.1);\($0.2)mrow" }
        return sixteen + palette + rgb + ["\(e)[2mdim", "\(e)[7mrev", "\(e)[1;4;32munder", "ctl\u{7}x", "plain"]
    }()

    /// Two wheels and a separator: the coloured rows, multi-select with
    /// every row checked (the ✓ on the band), focused (its underline on
    /// the band), then numbers with a label.
    static func state(band row: Int) -> PickerState {
        var lines = LineRows(coloured.joined(separator: "\n") + "\n")
        lines.readColorCodes(as: .drawn)
        var wheel = Wheel(rows: lines, selectedRow: row)
        wheel.readColorCodes(as: .drawn)
        var state = PickerState(wheels: [wheel, Wheel(rows: NumberRows(first: 0, step: 1, count: 60), label: "min")],
                                separator: ":")
        state.checks.allowMultiple(inWheel: 0)
        state.checks.toggleAll(inWheel: 0, count: coloured.count)
        return state
    }

    @Test(arguments: looks)
    func everyCellOnTheBandReads(_ look: Look) throws {
        let theme = try ThemeSpec.choice(look.theme)
        var worst: [String] = []
        for row in Self.coloured.indices {
            let state = Self.state(band: row)
            let appearance = Appearance(theme: theme, depth: look.depth, backdrop: look.backdrop)
            let frame = Renderer(appearance: appearance).render(state, size: TerminalSize(columns: 40, rows: 12))
            let line = try #require(frame.cursor?.line, "the cursor rests on the band")
            #expect(frame.text[line].contains(":") && frame.text[line].contains("min"), "\(frame.text[line])")
            for (column, cell) in frame.lines[line].enumerated() where Self.shows(cell) {
                let ratio = Self.contrast(cell.style, backdrop: look.backdrop, depth: look.depth)
                if ratio < Self.minimum {
                    worst.append("row \(row) column \(column) \"\(cell.text)\" \(cell.style): \(String(format: "%.2f", ratio))")
                }
            }
        }
        #expect(worst.isEmpty, "\(worst.count) cells under 3:1, first: \(worst.prefix(6).joined(separator: "; "))")
    }

    /// git's bold green `main` on the light band: drawn in a colour that
    /// reads, not the bright green xterm shows for bold green (about 1:1).
    @Test(arguments: [ColorDepth.palette256, .truecolor])
    func boldGreenGivesWayOnTheLightBand(_ depth: ColorDepth) throws {
        let index = try #require(Self.coloured.firstIndex(of: "\(Self.e)[1;32mrow"))
        let state = Self.state(band: index)
        for theme in ["auto", "light"] {
            let appearance = Appearance(theme: try ThemeSpec.choice(theme), depth: depth, backdrop: .light)
            let frame = Renderer(appearance: appearance).render(state, size: TerminalSize(columns: 40, rows: 12))
            let line = try #require(frame.cursor?.line)
            let cells = frame.lines[line].filter { $0.text == "r" || $0.text == "o" || $0.text == "w" }
            #expect(cells.count == 3)
            for cell in cells {
                #expect(cell.style.foreground != .ansi(2), "\(theme): \(cell.style)")
                #expect(Self.contrast(cell.style, backdrop: .light, depth: depth) >= Self.minimum, "\(theme)")
                #expect(cell.style.attributes.contains(.bold), "the row's weight stays")
            }
        }
    }

    /// The terminal is asked for its background only where the band is
    /// drawn differently on a dark one and a light one: `dark` and `light`
    /// give the separator their own colour on any terminal; `default` on
    /// a light terminal gives its band's text white.
    @Test func theTerminalIsAskedWhereTheBandsTextDependsOnIt() throws {
        #expect(try !ThemeSpec.choice("dark").dependsOnBackdrop(at: .truecolor))
        #expect(try !ThemeSpec.choice("light").dependsOnBackdrop(at: .palette256))
        #expect(try ThemeSpec.choice("default").dependsOnBackdrop(at: .palette256))
        #expect(try !ThemeSpec.choice("default").dependsOnBackdrop(at: .ansi16), "a band in reverse video reads anywhere")
        #expect(try !ThemeSpec.choice("mono").dependsOnBackdrop(at: .truecolor))
        #expect(try ThemeSpec.choice("auto").dependsOnBackdrop(at: .truecolor))
    }

    // MARK: The terminal, as this test sees it

    /// Whether a cell shows anything in its text colour: not a blank,
    /// unless underlined (the focus); not a swatch (a block of one colour).
    static func shows(_ cell: Frame.Cell) -> Bool {
        if cell.text == "█", cell.style.foreground != nil, cell.style.foreground == cell.style.background { return false }
        if cell.style.attributes.contains(.underline), cell.width > 0 { return true }
        return !cell.text.allSatisfy(\.isWhitespace)
    }

    static func contrast(_ style: Style, backdrop: Backdrop, depth: ColorDepth) -> Double {
        let terminal: ((UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8)) = backdrop == .dark
            ? ((0xD0, 0xD0, 0xD0), (0, 0, 0)) : ((0, 0, 0), (0xFF, 0xFF, 0xFF))
        let back = style.background.flatMap(depth.lower).map(rgb) ?? terminal.1
        var texts = [style.foreground.flatMap(depth.lower)]
        if style.attributes.contains(.bold), case .ansi(let n)? = texts[0], n < 8 { texts.append(.ansi(n + 8)) }
        return texts.map { wcag($0.map(rgb) ?? terminal.0, back) }.min()!
    }

    static let xterm: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static func rgb(_ color: Color) -> (UInt8, UInt8, UInt8) {
        switch color {
        case .ansi(let n): return xterm[Int(n % 16)]
        case .palette(let n) where n < 16: return xterm[Int(n)]
        case .palette(let n) where n >= 232:
            let v = UInt8(8 + (Int(n) - 232) * 10)
            return (v, v, v)
        case .palette(let n):
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let i = Int(n) - 16
            return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }

    static func wcag(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        func luminance(_ c: (UInt8, UInt8, UInt8)) -> Double {
            0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
