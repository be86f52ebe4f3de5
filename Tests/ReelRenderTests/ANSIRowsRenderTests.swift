import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender

/// Rows coloured by SGR sequences (`--ansi`) as the renderer draws them:
/// each cell in its row's own style, nothing of it in the next cell of
/// another part, and the band over them.
@Suite struct ANSIRowsRenderTests {
    static let esc = "\u{1B}"
    let size = TerminalSize(columns: 40, rows: 12)

    /// Five rows around `band`, the second one red, the fourth green on blue.
    func state(selecting row: Int = 0, label: String? = "lbl", codes: ColorCodes = .drawn) -> PickerState {
        let e = Self.esc
        var lines = LineRows("\(e)[31mred\(e)[0m\nplain\n\(e)[1;42mbold\(e)[m\n\(e)[7mrev\(e)[m\nwhite\(e)[97m!\n")
        lines.readColorCodes(as: codes)
        var wheel = Wheel(rows: lines, label: label, selectedRow: row)
        wheel.readColorCodes(as: codes)
        return PickerState(wheels: [wheel])
    }

    func renderer(_ theme: Theme = .standard, depth: ColorDepth = .palette256, perspective: Perspective = .flat) -> Renderer {
        var appearance = Appearance()
        appearance.theme = theme
        appearance.depth = depth
        appearance.backdrop = theme.backdrop
        appearance.perspective = perspective
        return Renderer(appearance: appearance)
    }

    func cells(_ frame: Frame, _ text: String) -> (line: Int, cells: [Frame.Cell]) {
        let line = frame.text.firstIndex { $0.contains(text) }!
        let cells = frame.lines[line]
        let start = cells.indices.first { index in cells[index...].map(\.text).joined().hasPrefix(text) }!
        return (line, Array(cells[start..<start + text.count]))
    }

    /// Under `--filter`, the matched characters of a coloured row are
    /// underlined over its own colour, on the band and off it, and found
    /// in its text, not its codes (`[31m` holds no "e").
    @Test func matchedCharactersStayVisibleOnColouredRows() {
        var state = state()
        state.edit(.filter(WheelFilter(wheel: 0)))
        for c in "ed" { _ = state.press(.character(c), at: 1) }
        // `light`'s band, where red reads, bold (bright) too; on the
        // default bands it is under 3:1 and gives way.
        let frame = renderer(.light).render(state, size: size)
        let red = cells(frame, "red").cells
        #expect(red.map { $0.style.attributes.contains(.underline) } == [false, true, true])
        #expect(red.allSatisfy { $0.style.foreground != nil }, "the row's own red stays under the highlight")
        #expect(!frame.text.joined().contains("␛"), "no code shown")
    }

    @Test func theCodesAreDrawnNotShown() {
        let state = state(selecting: 2)
        let frame = renderer().render(state, size: size)
        #expect(!frame.text.joined().contains("␛"))
        #expect(frame.text.contains { $0.contains("red") } && frame.text.contains { $0.contains("white!") })
        // The wheel is as wide as the text, not the codes: "white!" is the widest.
        #expect(state.wheels[0].measuredWidth == 6)
    }

    @Test func eachCellHasItsRowsStyleAndNothingBleeds() {
        let theme = Theme.standard
        let frame = renderer().render(state(selecting: 1), size: size)
        let (redLine, red) = cells(frame, "red")
        #expect(red.allSatisfy { $0.style.foreground == .ansi(1) })
        // The cells after the text on the same line: the theme's, not red.
        let after = frame.lines[redLine].drop { $0.text != "d" }.dropFirst()
        #expect(after.allSatisfy { $0.style.foreground == nil }, "\(after.map(\.style))")
        // The next row (the band's) does not start red.
        let (_, plain) = cells(frame, "plain")
        #expect(plain.allSatisfy { $0.style == theme.selected.over(theme.band) })
        // Bold on green away from the band: its own background.
        let (_, bold) = cells(frame, "bold")
        #expect(bold.allSatisfy { $0.style.background == .ansi(2) && $0.style.attributes.contains(.bold) })
        // The label beside the band and the toolbar: no row's colour.
        let (_, label) = cells(frame, "lbl")
        #expect(label.allSatisfy { $0.style == theme.label.over(theme.band) })
        #expect(frame.lines.last!.allSatisfy { $0.style.foreground != .ansi(1) && $0.style.background != .ansi(2) })
    }

    /// On the band the band's background wins over the row's, the row's
    /// reverse video is dropped, its text colour stays, and the focus and
    /// bold of the chosen row are added.
    @Test func theBandWinsOverTheRowsBackground() {
        let theme = Theme.standard
        let onBold = renderer().render(state(selecting: 2), size: size)
        let (_, bold) = cells(onBold, "bold")
        #expect(bold.allSatisfy { $0.style.background == theme.band.background && $0.style.attributes.contains(.bold) })
        let onRev = renderer().render(state(selecting: 3), size: size)
        let (_, rev) = cells(onRev, "rev")
        #expect(rev.allSatisfy { !$0.style.attributes.contains(.reverse) && $0.style.background == theme.band.background })
        // Bright white reads on the dark band and stays.
        let onWhite = renderer().render(state(selecting: 4), size: size)
        let (_, white) = cells(onWhite, "!")
        #expect(white.allSatisfy { $0.style.foreground == .ansi(15) && $0.style.background == theme.band.background })
    }

    /// Bright white on the light band would vanish, red on the dark one
    /// reads at under 3:1: the theme's colour for chosen text is drawn
    /// instead; white on the dark band stays.
    @Test func aColourThatWouldVanishOnTheBandGivesWay() {
        let light = renderer(.standardLight).render(state(selecting: 4), size: size)
        let (_, mark) = cells(light, "!")
        #expect(mark[0].style.foreground == Theme.standardLight.selected.foreground)
        let dark = renderer(.standard).render(state(selecting: 4), size: size)
        #expect(cells(dark, "!").cells[0].style.foreground == .ansi(15))
        // Red on the dark band (#3A3A3A) is under 3:1: the theme's text
        // (the terminal's own, light on a dark terminal) instead.
        let red = cells(renderer(.standard).render(state(selecting: 0), size: size), "red").cells
        #expect(red.allSatisfy { $0.style.foreground == Theme.standard.selected.foreground && $0.style.attributes.contains(.bold) })
        // With 16 colours the default band is reverse video: the row's colour would be the band's.
        let sixteen = renderer(Theme.standard.shown(at: .ansi16), depth: .ansi16).render(state(selecting: 0), size: size)
        let (_, reversed) = cells(sixteen, "red")
        #expect(reversed.allSatisfy { $0.style.foreground == nil && $0.style.attributes.contains(.reverse) })
    }

    /// Where the perspective fades text in greys, a row's colour fades the
    /// same steps toward the background.
    @Test func coloursFadeWithTheirDistanceFromTheBand() {
        let frame = renderer(depth: .truecolor, perspective: .shades).render(state(selecting: 2), size: size)
        let near = cells(frame, "plain").cells[0].style.foreground
        let far = cells(frame, "red").cells[0].style.foreground
        #expect(near != nil)
        guard case .rgb(let r, let g, _)? = far else { Issue.record("red two rows away is \(String(describing: far))"); return }
        // Red (205, 0, 0) half-way to the dark backdrop.
        #expect(r < 205 && r > 60 && g < 30)
    }

    @Test func withoutANSITheCodesArePlaceholdersAsBefore() {
        let frame = renderer().render(state(selecting: 1, codes: .escaped), size: size)
        #expect(frame.text.contains { $0.contains("␛[31mred") })
        #expect(frame.lines.joined().allSatisfy { $0.style.foreground != .ansi(1) })
    }

    /// `mono`, `--color never`, NO_COLOR: the rows' attributes, none of their colours.
    @Test func noColourKeepsTheAttributesAlone() {
        var appearance = Appearance()
        appearance.theme = .mono
        appearance.colorless = true
        let frame = Renderer(appearance: appearance).render(state(selecting: 0), size: size)
        #expect(frame.lines.joined().allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(cells(frame, "bold").cells.allSatisfy { $0.style.attributes.contains(.bold) })
    }
}
