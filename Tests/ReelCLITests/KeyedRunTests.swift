import Testing
@testable import ReelCLI
@testable import ReelInput
@testable import ReelRender

/// Where a run's keys come from and the screen they are drawn on, read
/// before stdin: `--keys` over `REEL_KEYS`, none under `--batch`, and the
/// mistakes said at once, naming where they are.
@Suite struct KeyedRunTests {
    func keyed(_ arguments: [String], _ environment: [String: String] = [:]) throws -> KeyedRun? {
        try KeyedRun.from(try RunPlan(ArgumentParser.parse(arguments)), environment: environment)
    }

    @Test func keysComeFromTheOptionBeforeTheEnvironment() throws {
        #expect(try keyed(["-c", "a,b"]) == nil, "a person's keys")
        #expect(try keyed(["-c", "a,b"], ["REEL_KEYS": ""]) == nil, "empty is unset")
        #expect(try keyed(["-c", "a,b"], ["REEL_KEYS": "<down>"])?.keys.steps == [.key(.down)])
        #expect(try keyed(["-c", "a,b", "--keys", "<up>"], ["REEL_KEYS": "<down>"])?.keys.steps == [.key(.up)])
        #expect(try keyed(["-c", "a,b", "--keys", "<up>", "--batch"], ["REEL_KEYS": "<down>"]) == nil,
                "--batch takes the starting values")
    }

    @Test func theScreenIsEightyByTwentyFourUnlessSaid() throws {
        let run = try #require(try keyed(["--keys", ""], ["REEL_SCREEN": "s.txt"]))
        #expect(run.size == TerminalSize(columns: 80, rows: 24))
        #expect(run.screenPath == "s.txt")
        #expect(try keyed(["--keys", ""], ["REEL_SCREEN_SIZE": "30x7"])?.size == TerminalSize(columns: 30, rows: 7))
    }

    @Test(arguments: ["80", "80x", "x24", "0x24", "80x0", "1001x24", "80x501", "eightyx24", "80x24x1"])
    func aScreenSizeThatIsNoneIsAnError(_ size: String) {
        #expect(throws: ReelError.screenSize(size)) { try keyed(["--keys", ""], ["REEL_SCREEN_SIZE": size]) }
    }

    @Test func aKeyNamedWrongIsAnErrorSayingWhere() {
        #expect(throws: ReelError.keys(source: "--keys", .unknownKey("entr"))) { try keyed(["--keys", "<entr>"]) }
        #expect(throws: ReelError.keys(source: "REEL_KEYS", .unknownKey("entr"))) { try keyed([], ["REEL_KEYS": "<entr>"]) }
        #expect(ReelError.keys(source: "--keys", .unknownKey("entr")).message.hasPrefix("--keys: unknown key <entr>"))
    }
}
