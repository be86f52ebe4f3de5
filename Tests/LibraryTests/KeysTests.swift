import ReelKit
import Testing

/// `run(keys:)`: a Swift program's picker tested as `reel`'s `REEL_KEYS`
/// tests a script, through the public API alone: the keys instead of a
/// person's, no terminal, the last frame as text.
@Suite struct KeysTests {
    func drinks() -> Picker { Picker(components: [.init(["Tea", "Coffee", "Milk"])], title: "Drink") }

    @Test func keysChooseAsAPersonWould() throws {
        var picker = drinks()
        var screen: [String] = []
        let result = try picker.run(keys: "<down><enter>", size: TerminalSize(columns: 20, rows: 6)) { screen = $0 }
        guard case .selected(let choice) = result else { Issue.record("\(result)"); return }
        #expect(choice.titles == ["Coffee"])
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(screen.first?.contains("Drink") == true)
        #expect(screen.contains { $0.contains("Coffee") })
        #expect(screen.allSatisfy { $0.count <= 20 && !$0.contains("\u{1B}") && !$0.hasSuffix(" ") })
    }

    @Test func escCancelsAndKeysThatRunOutTimeOut() throws {
        var picker = drinks()
        #expect(try picker.run(keys: "<down><esc>") == .cancelled)
        #expect(picker.selectedRow(inComponent: 0) == 0, "a cancel leaves the picker as it was")
        #expect(try picker.run(keys: "<down>") == .timedOut)
        #expect(try picker.run(keys: "<ctrl+c>") == .interrupted)
    }

    @Test func aFormTypesSpinsAndFlips() throws {
        var form = PickerForm(fields: [
            .init("Name", textField: PickerTextField()),
            .init("Count", Picker(components: [.init(1...9)])),
            .init("Notify", switch: PickerSwitch()),
        ])
        guard case .selected(let selection) = try form.run(keys: "Ada<lt>3<tab><down><down><tab><space><enter>") else {
            Issue.record("not selected"); return
        }
        #expect(selection.text("Name") == "Ada<3")
        #expect(selection["Count"]?.titles == ["3"])
        #expect(selection.isOn("Notify") == true)
    }

    @Test func anAlertIsAnsweredByKeys() throws {
        var alert = Alert(title: "Delete 3 files?")
        alert.addAction(Alert.Action(title: "Delete", style: .destructive))
        alert.addAction(Alert.Action(title: "Keep", style: .cancel))
        alert.addAction(Alert.Action(title: "Later"))
        #expect(try alert.present(keys: "<enter>") == .chosen(Alert.Action(title: "Later")), "the preferred one")
        #expect(try alert.present(keys: "<left><enter>") == .chosen(Alert.Action(title: "Delete", style: .destructive)))
        #expect(try alert.present(keys: "<esc>") == .chosen(Alert.Action(title: "Keep", style: .cancel)))
        var screen: [String] = []
        _ = try alert.present(keys: "<esc>") { screen = $0 }
        #expect(screen.first?.contains("Delete 3 files?") == true)
    }

    @Test func keysReadFromTextSayWhatIsWrong() {
        let typed = "<down><entr>"
        #expect(throws: PickerKeys.ReadError.self) { try PickerKeys(reading: typed) }
        do throws(PickerKeys.ReadError) { _ = try PickerKeys(reading: typed) } catch {
            #expect(error.reason.hasPrefix("unknown key <entr>"))
        }
        #expect((try? PickerKeys(reading: "Ada<enter>")) != nil)
    }
}
