import Testing
@testable import ReelCLI
@testable import ReelTerminal

/// `--popup[=W%,H%]` as the command line reads it (which tmux opens one:
/// `TmuxPopupTests`).
@Suite struct PopupTests {
    struct Given: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var size: TmuxPopup.Size?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Given(arguments: ["-c", "a,b"], size: nil),
        Given(arguments: ["--popup", "-c", "a,b"], size: .standard),
        Given(arguments: ["--popup=80%,60%", "-c", "a,b"], size: TmuxPopup.Size(width: "80%", height: "60%")),
        Given(arguments: ["--popup=70%", "-c", "a,b"], size: TmuxPopup.Size(width: "70%", height: "70%")),
        Given(arguments: ["--popup=60,12", "-c", "a,b"], size: TmuxPopup.Size(width: "60", height: "12")),
        Given(arguments: ["--popup=100%,8"], size: TmuxPopup.Size(width: "100%", height: "8")),
    ])
    func popupTakesItsSizeAfterEquals(_ given: Given) throws {
        #expect(try ArgumentParser.parse(given.arguments).popup == given.size)
    }

    /// The value comes only after `=`: the next word is a component.
    @Test func theNextWordIsNeverTheSize() throws {
        let configuration = try ArgumentParser.parse(["--popup", "80%,60%"])
        #expect(configuration.popup == .standard)
        #expect(configuration.components.map(\.spec) == ["80%,60%"])
    }

    @Test(arguments: ["", "0%", "101%", "50%,", ",50%", "50%,50%,50%", "0", "10001", "-5", "5x", "50 %", "١٢%"])
    func aBadSizeSaysWhatIsExpected(_ value: String) {
        #expect(throws: ReelError.invalidValue(option: "--popup", value: value,
                                               expected: "W%,H% (1-100%) or cells (1-10000), e.g. 80%,60% or 60,12")) {
            try ArgumentParser.parse(["--popup=" + value, "-c", "a"])
        }
    }
}
