/// Any --theme text gives a theme or one ReelError line; a theme renders.
func fuzzTheme(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        var appearance = Appearance()
        appearance.theme = try ThemeSpec.parse(text)
        let state = PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 1, count: 3), label: "x")])
        let frame = Renderer(appearance: appearance).render(state, size: TerminalSize(columns: 30, rows: 8))
        for depth in [ColorDepth.none, .ansi16, .palette256, .truecolor] {
            _ = FrameDiff.bytes(from: nil, to: frame, depth: depth)
        }
    } catch {
        precondition(isOneSafeLine(ReelError.theme(error).message), "theme error is not one safe line: \(ReelError.theme(error).message)")
    }
}
