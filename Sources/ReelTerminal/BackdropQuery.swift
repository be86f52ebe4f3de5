import ReelCore

/// What reel asks the terminal about its colours, once, at start: its
/// background (OSC 11, for `--theme auto`), so that a light one gets the
/// light look, and whether it has 256 colours where `TERM` says only 16
/// (OSC 4 for colour 255: Debian's xterm says `TERM=xterm` and draws 256),
/// so that it gets the 256-colour look. Until it says, the look of the
/// background assumed (`COLORFGBG`'s, else dark) at the depth the
/// environment gives.
///
/// Terminals answer in the order they are asked, and every one answers a
/// cursor position query, so that query, written after these, is the
/// sentinel: once its reply has come, a terminal that knows OSC 11 or
/// OSC 4 has answered, and one that does not never will. The first frame
/// waits for the answers as it waits for the cursor's position, and no
/// longer (`InlineRegion.locateTimeout`); an answer that comes later still
/// changes the look.
package struct BackdropQuery {
    /// The picker's appearance on a background, at a colour depth.
    private let look: (Backdrop, ColorDepth) -> Appearance
    private let asksBackground: Bool
    private let asksPalette: Bool
    /// The background the picker is drawn for now.
    package private(set) var backdrop: Backdrop
    /// The colours it is drawn with now: the environment's, or 256 once
    /// the terminal has answered for colour 255.
    package private(set) var depth: ColorDepth
    /// Until when the first frame waits for the answer.
    package private(set) var waitingUntil: Double?
    private var asked = false
    /// Asked, and neither answered nor settled by the sentinel: a reply
    /// may still be on its way, in pieces (`KeyDecoder.awaitsReply`).
    package private(set) var awaitsAnswer = false

    /// `asksBackground` where the background changes the look (`--theme
    /// auto`); the palette is asked where the environment says 16 colours.
    package init(assumed: Backdrop, depth: ColorDepth, asksBackground: Bool = true,
                 look: @escaping (Backdrop, ColorDepth) -> Appearance) {
        self.look = look
        self.asksBackground = asksBackground
        asksPalette = depth == .ansi16
        backdrop = assumed
        self.depth = depth
    }

    /// Whether there is anything to ask: the background where it matters,
    /// or the palette where the environment says 16 colours.
    package var asksAnything: Bool { asksBackground || asksPalette }

    /// The appearance for the background and depth known so far.
    package var appearance: Appearance { look(backdrop, depth) }

    /// The background reel takes the terminal to have until it answers:
    /// `COLORFGBG`'s (rxvt, Konsole, …), else dark.
    package static func assumed(environment: [String: String]) -> Backdrop {
        environment["COLORFGBG"].flatMap(Backdrop.init(colorfgbg:)) ?? .dark
    }

    /// Whether to ask at all: not on the Linux console, which does not
    /// know OSC 11 and would show the rest of the query as text.
    package static func mayAsk(environment: [String: String]) -> Bool {
        !(environment["TERM"] ?? "").hasPrefix("linux")
    }

    /// The bytes that ask, the first time only: the queries, and after
    /// them the cursor position query when nothing else asks that after
    /// them (`sentinel`; inline, the region asks it anyway).
    package mutating func ask(at now: Double, sentinel: Bool) -> String {
        guard !asked, asksAnything else { return "" }
        asked = true
        awaitsAnswer = true
        waitingUntil = now + InlineRegion.locateTimeout
        return (asksBackground ? ANSI.queryBackground : "") + (asksPalette ? ANSI.queryPalette : "")
            + (sentinel ? ANSI.queryCursorPosition : "")
    }

    /// Whether the first frame must still wait for the answer.
    package func isWaiting(at now: Double) -> Bool { waitingUntil.map { now < $0 } ?? false }

    /// The terminal's answer: the new background when it changes the one
    /// the picker is drawn for, nil otherwise.
    package mutating func answered(red: UInt8, green: UInt8, blue: UInt8) -> Backdrop? {
        // The palette's answer, asked after this one, may still be coming.
        if !asksPalette { waitingUntil = nil }
        awaitsAnswer = asksPalette
        let answer = Backdrop(red: red, green: green, blue: blue)
        guard answer != backdrop else { return nil }
        backdrop = answer
        return answer
    }

    /// The terminal answered for palette colour `index`: true when that
    /// raises the depth (colour 255 on a terminal taken for 16 colours).
    package mutating func answered(paletteColor index: Int) -> Bool {
        waitingUntil = nil
        awaitsAnswer = false
        guard asksPalette, index == 255, depth < .palette256 else { return false }
        depth = .palette256
        return true
    }

    /// The sentinel's reply came: no answer is coming, so wait no more.
    package mutating func settle() {
        waitingUntil = nil
        awaitsAnswer = false
    }
}
