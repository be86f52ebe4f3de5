import Foundation
import Testing

/// Issue 18: arguments reach reel as bytes, and values print exactly as
/// given, invalid UTF-8 included. Foundation's `Process` takes Strings, so
/// the bytes are made by `printf` in a shell that then execs reel, whose
/// path is the shell's `$0`.
@Suite struct ArgumentBytesEndToEndTests {
    /// `sh -c SCRIPT reel`: SCRIPT runs reel as `"$0"`.
    static func shell(_ script: String) throws -> [String] {
        ["/bin/sh", "-c", script, try ReelBinary.path]
    }

    @Test func batchPrintsListItemsDelimiterAndFormatAsGiven() throws {
        // The reproduction: reel --batch -c $'a\xff,b' printed a\xef\xbf\xbd.
        let list = try DetachedRun.command(Self.shell(#"exec "$0" --batch -c "$(printf 'a\377,b')""#))
        #expect(list.status == 0, "\(list.stderr)")
        #expect(Array(list.stdout) == [0x61, 0xFF, 0x0A])

        let more = try DetachedRun.command(Self.shell(
            #"exec "$0" --batch -c "$(printf 'x,caf\351')" -s "$(printf 'caf\351')" -c 1...2 -d "$(printf '\376')""#))
        #expect(more.status == 0, "\(more.stderr)")
        #expect(Array(more.stdout) == Array("caf".utf8) + [0xE9, 0xFE, 0x31, 0x0A])

        let format = try DetachedRun.command(Self.shell(
            #"exec "$0" --batch -c "$(printf 'a\377')" --format "$(printf '<\375{1}>')""#))
        #expect(Array(format.stdout) == [0x3C, 0xFD, 0x61, 0xFF, 0x3E, 0x0A])
    }

    /// A `!CMD` wheel's rows are bytes too: `--select` finds `y\xff` among them.
    @Test func selectFindsACommandsRowByItsBytes() throws {
        let run = try DetachedRun.command(Self.shell(
            #"exec "$0" --batch -c '!printf "x\377\ny\377\n"' -s "$(printf 'y\377')" -c 1...2 -d "$(printf '\376')""#))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Array(run.stdout) == [0x79, 0xFF, 0xFE, 0x31, 0x0A])
    }

    @Test func jsonIsValidUTF8() throws {
        let run = try DetachedRun.command(Self.shell(#"exec "$0" --batch --json -c "$(printf 'a\377')""#))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(validating: Array(run.stdout), as: UTF8.self) == "[{\"component\":1,\"row\":0,"
            + "\"value\":\"a\u{FFFD}\",\"title\":\"a\u{FFFD}\",\"label\":null}]\n")
    }

    @Test func theScreenShowsTheReplacementAndEnterPrintsTheBytes() throws {
        let session = try TerminalSession(executable: "/bin/sh", arguments: [
            "-c", #"exec "$0" -c "$(printf 'tea,caf\351,x')" -s "$(printf 'caf\351')" -l "$(printf 'l\377')""#,
            try ReelBinary.path,
        ])
        let screen = try session.waitForText("caf\u{FFFD} l\u{FFFD}")
        #expect(!screen.contains("\u{1B}"))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(Array(result.stdout) == Array("caf".utf8) + [0xE9, 0x0A])
    }

    /// `--timeout` takes decimal seconds only, refused at parse time in
    /// `--batch` as on a terminal: one line, exit 2.
    @Test(arguments: ["0x10", "1e9", "inf", "nan", " 5", "+5", "0", "-1"])
    func timeoutRefusesAnythingButDecimalSeconds(_ value: String) throws {
        let run = try DetachedRun.reel(["--batch", "-c", "1...3", "--timeout", value])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("reel: --timeout") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
    }
}
