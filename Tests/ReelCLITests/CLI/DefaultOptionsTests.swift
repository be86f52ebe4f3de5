import Testing
@testable import ReelCLI

/// `REEL_DEFAULT_OPTS`: options before the command line's, errors that say
/// where they came from.
@Suite struct DefaultOptionsTests {
    func parse(_ arguments: [String], defaults: String?) throws(ReelError) -> Configuration {
        try ArgumentParser.parse(arguments, environment: defaults.map { ["REEL_DEFAULT_OPTS": $0] } ?? [:])
    }

    @Test func withoutTheVariableTheCommandLineAlone() throws {
        #expect(try parse(["-c", "1...3"], defaults: nil) == ArgumentParser.parse(["-c", "1...3"]))
        #expect(try parse(["-c", "1...3"], defaults: "") == ArgumentParser.parse(["-c", "1...3"]))
    }

    @Test func defaultsComeFirstAndTheCommandLineOverrides() throws {
        let configuration = try parse(["--rows", "7", "-c", "1...3"], defaults: "--rows 3 --color never --title 'Rest now'")
        #expect(configuration.visibleRows == 7)
        #expect(configuration.color == .never)
        #expect(configuration.title == "Rest now")
    }

    /// The option can be carried by REEL_DEFAULT_OPTS (the environment's
    /// other ways: `AccessiblePolicyTests`).
    @Test func accessibleModeIsAskedForTheUsualWays() throws {
        #expect(try parse(["-c", "1...3"], defaults: "--accessible").accessible)
        #expect(!(try parse(["-c", "1...3"], defaults: nil).accessible))
    }

    @Test func componentOptionsThereAreDefaultsForAllComponents() throws {
        let configuration = try parse(["-c", "a...c", "-c", "1...3", "--align", "right"], defaults: "--align left")
        #expect(configuration.options(of: 0).alignment == .left)
        #expect(configuration.options(of: 1).alignment == .right)
    }

    @Test func anOptionMissingItsValueThereDoesNotTakeTheCommandLinesFirstWord() {
        #expect(throws: ReelError.inEnvironment(variable: "REEL_DEFAULT_OPTS",
                                                .missingValue(option: "--title", valueName: "TEXT"))) {
            try parse(["-c", "1...3"], defaults: "--title")
        }
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var defaults: String
        var message: String
        var testDescription: String { defaults }
    }

    static let bad: [Bad] = [
        Bad(defaults: "--colour never", message: "in REEL_DEFAULT_OPTS: unknown option '--colour'; did you mean '--color'?"),
        Bad(defaults: "--rows zero", message: "in REEL_DEFAULT_OPTS: --rows: 'zero' is not valid; expected a whole number from 1 to 1000"),
        Bad(defaults: "--title 'Rest", message: "in REEL_DEFAULT_OPTS: the ' quote is not closed"),
        Bad(defaults: "-y", message: "in REEL_DEFAULT_OPTS: unknown option '-y'; see reel --help"),
    ]

    @Test(arguments: bad)
    func errorsThereSaySo(_ c: Bad) {
        #expect {
            _ = try parse(["-c", "1...3"], defaults: c.defaults)
        } throws: { error in
            (error as? ReelError)?.message == c.message
        }
    }

    @Test func errorsOnTheCommandLineDoNotBlameTheVariable() {
        #expect(throws: ReelError.unknownOption("--colour", suggestion: "--color")) {
            try parse(["--colour", "never"], defaults: "--rows 3")
        }
    }
}
