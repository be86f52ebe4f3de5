/// What a key sends in xterm's normal cursor mode, spelled as reel's key
/// map spells the keys, so a test reads `session.send(Keys.down)`.
enum Keys {
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"
    static let home = "\u{1B}[H"
    static let end = "\u{1B}[F"
    static let pageUp = "\u{1B}[5~"
    static let pageDown = "\u{1B}[6~"
    static let tab = "\t"
    static let shiftTab = "\u{1B}[Z"
    static let enter = "\r"
    static let escape = "\u{1B}"
    static let space = " "
    static let ctrlC = "\u{03}"
    static let ctrlZ = "\u{1A}"

    /// SGR mouse (mode 1006) reports, at a 0-based cell.
    static func wheelUp(row: Int, column: Int) -> String { mouse(64, row: row, column: column, release: false) }
    static func wheelDown(row: Int, column: Int) -> String { mouse(65, row: row, column: column, release: false) }
    static func click(row: Int, column: Int) -> String {
        let (press, release) = clickParts(row: row, column: column)
        return press + release
    }

    /// A click's press and release apart, for a test that sends the
    /// release later, as a person's finger lifts.
    static func clickParts(row: Int, column: Int) -> (press: String, release: String) {
        (mouse(0, row: row, column: column, release: false), mouse(0, row: row, column: column, release: true))
    }

    private static func mouse(_ button: Int, row: Int, column: Int, release: Bool) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    /// Text as pasted with bracketed paste (mode 2004) on.
    static func paste(_ text: String) -> String { "\u{1B}[200~\(text)\u{1B}[201~" }
}
