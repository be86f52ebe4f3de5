import Testing
import ReelKit

/// `Alert`'s actions placed on the toolbar, as `present()` draws them.
@Suite struct AlertTests {
    func toolbar(_ alert: Alert) -> String {
        alert.render(size: TerminalSize(columns: 80, rows: 24)).text.last ?? ""
    }

    @Test func cancelLeftPreferredRightTheOthersBetween() {
        var alert = Alert(title: "Delete 3 files?", message: "They go for good.")
        alert.addAction(Alert.Action(title: "Delete", style: .destructive))
        alert.addAction(Alert.Action(title: "Keep", style: .cancel))
        alert.addAction(Alert.Action(title: "Later"))
        #expect(toolbar(alert).hasSuffix("[ Keep ]  [ Delete ]  [ Later ]"), "the last added is preferred")
        alert.preferredAction = Alert.Action(title: "Delete", style: .destructive)
        #expect(toolbar(alert).hasSuffix("[ Keep ]  [ Later ]  [ Delete ]"))
        let frame = alert.render(size: TerminalSize(columns: 80, rows: 24))
        #expect(frame.text.count == 3, "title, message, buttons: no wheel")
    }

    @Test func withNoActionItShowsOK() {
        #expect(toolbar(Alert(title: "Saved.")).hasSuffix("[ OK ]"))
    }
}
