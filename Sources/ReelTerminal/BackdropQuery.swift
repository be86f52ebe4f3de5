import ReelCore

/// `--theme auto` on a terminal: its background asked for once, at start
/// (OSC 11), so that a light one gets the light look, and until it says,
/// the look of the background assumed (`COLORFGBG`'s, else dark).
///
/// Terminals answer in the order they are asked, and every one answers a
/// cursor position query, so that query, written after this one, is the
/// sentinel: once its reply has come, a terminal that knows OSC 11 has
/// answered, and one that does not never will. The first frame waits for
/// the answer as it waits for the cursor's position, and no longer
/// (`InlineRegion.locateTimeout`); an answer that comes later still
/// changes the look.
package struct BackdropQuery {
    private let dark: Appearance
    private let light: Appearance
    /// The background the picker is drawn for now.
    package private(set) var backdrop: Backdrop
    /// Until when the first frame waits for the answer.
    package private(set) var waitingUntil: Double?
    private var asked = false
    /// Asked, and neither answered nor settled by the sentinel: a reply
    /// may still be on its way, in pieces (`KeyDecoder.awaitsReply`).
    package private(set) var awaitsAnswer = false

    /// `dark` and `light`: the picker's appearance on each background.
    package init(dark: Appearance, light: Appearance, assumed: Backdrop) {
        self.dark = dark
        self.light = light
        backdrop = assumed
    }

    /// The appearance for the background known so far.
    package var appearance: Appearance { backdrop == .light ? light : dark }

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

    /// The bytes that ask, the first time only: the query, and after it
    /// the cursor position query when nothing else asks that after it
    /// (`sentinel`; inline, the region asks it anyway).
    package mutating func ask(at now: Double, sentinel: Bool) -> String {
        guard !asked else { return "" }
        asked = true
        awaitsAnswer = true
        waitingUntil = now + InlineRegion.locateTimeout
        return ANSI.queryBackground + (sentinel ? ANSI.queryCursorPosition : "")
    }

    /// Whether the first frame must still wait for the answer.
    package func isWaiting(at now: Double) -> Bool { waitingUntil.map { now < $0 } ?? false }

    /// The terminal's answer: the new background when it changes the one
    /// the picker is drawn for, nil otherwise.
    package mutating func answered(red: UInt8, green: UInt8, blue: UInt8) -> Backdrop? {
        waitingUntil = nil
        awaitsAnswer = false
        let answer = Backdrop(red: red, green: green, blue: blue)
        guard answer != backdrop else { return nil }
        backdrop = answer
        return answer
    }

    /// The sentinel's reply came: no answer is coming, so wait no more.
    package mutating func settle() {
        waitingUntil = nil
        awaitsAnswer = false
    }
}
