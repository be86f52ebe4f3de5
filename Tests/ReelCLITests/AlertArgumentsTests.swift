import CoreTestSupport
import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelKit

/// `--alert` and the alert reel makes of a title with nothing to choose:
/// when it is one, what it is made of, and the mistakes said at once.
@Suite struct AlertArgumentsTests {
    func make(_ arguments: [String], stdin: String? = nil) throws -> PickerState {
        try Invocation.state(arguments, inputs: .fixed(stdin: stdin))
    }

    func message(_ arguments: [String], stdin: String? = nil) -> String? {
        do {
            _ = try make(arguments, stdin: stdin)
            return nil
        } catch {
            return (error as? ReelError)?.message
        }
    }

    @Test func aTitleWithNothingToChooseIsAnAlert() throws {
        let state = try make(["--title", "Delete 3 files?", "--cancel", "Keep", "--done", "Delete", "--button", "Later:l"])
        #expect(state.isAlert)
        #expect(state.focus == .done)
        #expect(state.chrome.doneTitle == "Delete")
        #expect(state.chrome.cancelTitle == "Keep")
        #expect(state.chrome.buttons == [ToolbarButton(title: "Later", keyName: "l")])
    }

    @Test func aMessageAloneIsAnAlertToo() throws {
        #expect(try make(["--message", "Go on?"]).isAlert)
    }

    @Test func rowsPipedInAreStillAList() throws {
        let state = try make(["--title", "Pick"], stdin: "a\nb\n")
        #expect(!state.isAlert)
        #expect(state.wheels.count == 1)
    }

    @Test func alertAsksWhateverStdinIs() throws {
        let configuration = try ArgumentParser.parse(["--alert", "--title", "Delete a.txt?"])
        #expect(configuration.alert)
        #expect(try make(["--alert", "--title", "Delete a.txt?"], stdin: "a.txt\n").isAlert)
        #expect(PickerFactory.streamingWheel(try RunPlan(configuration)) == nil, "stdin is never streamed")
    }

    @Test func withoutATitleNothingToChooseIsStillAnError() {
        #expect(message([]) == ReelError.noComponents.message)
    }

    @Test(arguments: [
        (["--alert"], "--alert works only with --title or --message"),
        (["--alert", "-t", "x", "-c", "1...3"], "--alert and --component '1...3' cannot be used together"),
        (["--alert", "-t", "x", "--field", "Name", "-c", "a,b"], "--alert and --field cannot be used together"),
        (["--alert", "-t", "x", "--preset", "time"], "--alert and --preset cannot be used together"),
        (["--alert", "-t", "x", "--tree", "-"], "--alert and --tree cannot be used together"),
        (["--alert", "-t", "x", "--filter"], "--alert and --filter cannot be used together"),
        // Issue 49 item 6: an alert draws the title, message and buttons only.
        (["--alert", "-t", "x", "--preview", "echo hi"], "--alert and --preview cannot be used together"),
        (["--batch", "--alert", "-t", "x", "--preview", "echo hi"], "--alert and --preview cannot be used together"),
        (["-t", "x", "--cancel", "No", "--preview", "echo hi"],
         "--preview and an alert (a --title or --message with no component) cannot be used together"),
    ])
    func mistakesAreOneLine(_ arguments: [String], _ expected: String) {
        #expect(message(arguments) == expected)
    }
}
