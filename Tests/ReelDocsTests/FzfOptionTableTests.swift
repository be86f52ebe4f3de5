import Testing
@testable import ReelCLI
import TestRequirements

/// Issue 48 item 5: an fzf user's options answered from one table, the
/// same the README's "Coming from fzf" prints, so the two cannot disagree.
@Suite struct FzfOptionTableTests {
    /// The table under README.md's `### Coming from fzf`: its lines from
    /// the header row to the first line that is not a row.
    static func readmeTable() throws -> String {
        let lines = try RepositoryFile.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(of: "### Coming from fzf"),
              let start = lines[heading...].firstIndex(where: { $0.hasPrefix("|") }) else { return "" }
        return lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }

    @Test func theReadmesTableIsTheTable() throws {
        let readme = try Self.readmeTable()
        #expect(readme == FzfOptionTable.markdown, """
            README.md's "Coming from fzf" table differs from FzfOptionTable (Sources/ReelCLI/FzfOptionTable.swift); \
            write it so:
            \(FzfOptionTable.markdown)
            """)
    }

    /// Every option of fzf's in the table that reel does not take is
    /// answered from its row, in one line, exit 2 as any unknown option.
    struct Spelled: Sendable, CustomTestStringConvertible {
        var spelling: String
        var row: FzfOption
        var testDescription: String { spelling }
    }

    static let notReels: [Spelled] = FzfOptionTable.all.flatMap { row in row.spellings.map { Spelled(spelling: $0, row: row) } }
        .filter { !reelTakes($0.spelling) }

    @Test(arguments: notReels)
    func anFzfOptionIsAnsweredFromItsRow(_ c: Spelled) {
        #expect(throws: ReelError.fzfOption(c.spelling, c.row)) { try ArgumentParser.parse(["-c", "a,b", c.spelling, "x"]) }
        let message = ReelError.fzfOption(c.spelling, c.row).message
        #expect(!message.contains("\n") && message.hasPrefix("unknown option '\(c.spelling)': fzf's \(c.spelling) is "))
    }

    @Test func everyRowButKeysAndReelsOwnHasAnOptionToAnswer() {
        #expect(Self.notReels.count >= 50, "\(Self.notReels.count)")
        for row in FzfOptionTable.all where row.reel == FzfOption.notInReel {
            #expect(row.spellings.contains { !Self.reelTakes($0) }, "\(row.fzf): not in reel, yet reel takes it")
        }
    }

    static func reelTakes(_ spelling: String) -> Bool {
        if spelling.hasPrefix("--") { return OptionTable.option(long: String(spelling.dropFirst(2))) != nil }
        guard spelling.hasPrefix("-"), spelling.count == 2 else { return false }
        return OptionTable.option(short: spelling.last!) != nil
    }

    struct Answer: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// The examples, word for word.
    static let answers: [Answer] = [
        Answer(arguments: ["--height", "40%"],
               message: "unknown option '--height': fzf's --height is --rows N, or --fullscreen in reel; a list's default is fzf's --height 40%, at least 8 rows"),
        Answer(arguments: ["--height=40%"],
               message: "unknown option '--height': fzf's --height is --rows N, or --fullscreen in reel; a list's default is fzf's --height 40%, at least 8 rows"),
        Answer(arguments: ["--nth", "2"],
               message: "unknown option '--nth': fzf's --nth is --match in reel; --show's field syntax: 2, 2.., 1..3"),
        Answer(arguments: ["-n", "2"], message: "unknown option '-n': fzf's -n is --match in reel; --show's field syntax: 2, 2.., 1..3"),
        Answer(arguments: ["--with-nth", "2"], message: "unknown option '--with-nth': fzf's --with-nth is --show in reel; --value N prints one field"),
        Answer(arguments: ["--expect", "ctrl-x"],
               message: "unknown option '--expect': fzf's --expect is --button TEXT:KEY in reel; exit 3 and up, {button} names it"),
        Answer(arguments: ["--tac"], message: "unknown option '--tac': fzf's --tac is not in reel; tac before reel"),
        Answer(arguments: ["--bind", "ctrl-a:select-all"],
               message: "unknown option '--bind': fzf's --bind is not in reel; the keys are fixed (reel --help, ?); --button adds one"),
        Answer(arguments: ["+i"],
               message: "unknown option '+i': fzf's +i is not in reel; smart case: a capital makes a term exact; reel's -i is --index"),
        Answer(arguments: ["-e"], message: "unknown option '-e': fzf's -e is not in reel; type 'word; one syntax for every query"),
        Answer(arguments: ["-1"], message: "unknown option '-1': fzf's -1 is --select-1 in reel"),
        Answer(arguments: ["-x"], message: "unknown option '-x': fzf's -x is always in reel; ', ^, $, !, | in every query"),
        Answer(arguments: ["--reverse"],
               message: "unknown option '--reverse': fzf's --reverse is the list's only layout in reel; the query on top, the best row under it"),
        // Not fzf's: a near miss of reel's own still gets its guess; a far one none.
        Answer(arguments: ["--colour", "never"], message: "unknown option '--colour'; did you mean '--color'?"),
        Answer(arguments: ["--titel", "x"], message: "unknown option '--titel'; did you mean '--title'?"),
        Answer(arguments: ["--zzzz"], message: "unknown option '--zzzz'; see reel --help"),
    ]

    @Test(arguments: answers) func answersInOneLine(_ c: Answer) {
        #expect {
            _ = try ArgumentParser.parse(["-c", "a,b"] + c.arguments)
        } throws: { error in
            (error as! ReelError).message == c.message
        }
    }

    /// reel's own meanings stay: `-i` is `--index`, `-0` `--print0`, and
    /// after `--` a `+i` is a component like any word.
    @Test func reelsOwnLettersAndWordsAfterTheDoubleDashStay() throws {
        #expect(throws: Never.self) { try ArgumentParser.parse(["-i", "-0", "-c", "a,b"]) }
        #expect(try ArgumentParser.parse(["--", "+i"]).components.map(\.spec) == ["+i"])
        #expect(try ArgumentParser.parse(["+x1"]).components.map(\.spec) == ["+x1"], "not an fzf option: a word")
    }
}
