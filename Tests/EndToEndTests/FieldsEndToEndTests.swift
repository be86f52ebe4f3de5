import Foundation
import Testing

/// Fields as a list user meets them, through the binary: `ps`'s aligned
/// columns split with `--input-delimiter ' '` as awk splits them, and
/// `--match` keeping the filter to some of them (fzf's `--nth`).
@Suite struct FieldsEndToEndTests {
    static let ps = Data("""
          PID TTY          TIME CMD
            1 ?        00:00:02 systemd
          812 pts/0    00:00:00 bash -l
        40123 pts/1    00:01:10 vim notes.md

        """.utf8)

    @Test func oneSpaceDelimiterPrintsAwksField() throws {
        let run = try DetachedRun.reel(["--batch", "--filter", "-q", "bash", "--input-delimiter", " ", "--value", "1"],
                                       stdin: Self.ps)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "812\n")
        let command = try DetachedRun.reel(["--batch", "--filter", "-q", "vim", "--input-delimiter", " ", "--value", "4"],
                                           stdin: Self.ps)
        #expect(command.stdoutText == "vim\n")
    }

    @Test func matchKeepsTheFilterToItsFields() throws {
        // "pts" is in the TTY column only: with --match 4.. no row has it.
        let none = try DetachedRun.reel(["--batch", "--filter", "-q", "pts", "--input-delimiter", " ", "--match", "4.."],
                                        stdin: Self.ps)
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        let both = try DetachedRun.reel(["--batch", "--filter", "-q", "pts", "--input-delimiter", " "], stdin: Self.ps)
        #expect(both.stdoutText.split(separator: "\n").count == 2)
        // A whole field, as fzf's `^1$` with --nth 1; the whole row is still printed.
        let found = try DetachedRun.reel(["--batch", "--filter", "-q", "^1$", "--input-delimiter", " ", "--match", "1"],
                                         stdin: Self.ps)
        #expect(found.stdoutText == "    1 ?        00:00:02 systemd\n")
    }

    /// In the drawn picker the matched characters are underlined where
    /// the shown row has them: found in the command, drawn after the TTY
    /// and time that `--show 2..` puts before it; Enter prints `--value`.
    @Test func drawnHighlightLandsOnTheShownCharacters() throws {
        let session = try TerminalSession.reel(["--filter", "--input-delimiter", " ", "--match", "4..", "--show", "2..",
                                                "--value", "1", "-q", "vim"], stdin: .data(Self.ps))
        // The list --filter draws: the query at the left of the top line, the count at its right.
        let screen = try session.waitForScreen { $0.lines.first.map { $0.hasPrefix("> vim ") && $0.hasSuffix("1/4") } ?? false }
        let band = try #require(screen.lines.firstIndex { $0.contains("pts/1    00:01:10 vim notes.md") }, "\(screen.lines)")
        let underlined = screen.cells[band].filter { $0.style.isUnderlined }.map(\.text).joined()
        #expect(underlined == "vim")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "40123\n")
    }

    @Test func matchTakesShowsSyntaxAndRefusesOtherWords() throws {
        let bad = try DetachedRun.reel(["--batch", "--filter", "--match", "x"], stdin: Self.ps)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--match"), "\(bad.stderr)")
    }
}
