import Testing
import ReelKit

/// Attributed titles (UIKit's `attributedTitleForRow`) and ANSI-coloured
/// rows, through the public API alone.
@Suite struct AttributedTitleTests {
    struct Log: PickerDataSource {
        let lines = ["\u{1B}[33mabc1234\u{1B}[m fix", "\u{1B}[33mdef5678\u{1B}[m add"]
        var numberOfComponents: Int { 1 }
        func numberOfRows(inComponent component: Int) -> Int { lines.count }
        func title(forRow row: Int, forComponent component: Int) -> String {
            AttributedText(ansi: lines[row]).string
        }
        func attributedTitle(forRow row: Int, forComponent component: Int) -> AttributedText? {
            AttributedText(ansi: lines[row])
        }
    }

    @Test func anAttributedTitleIsDrawnWithoutItsCodes() {
        let picker = Picker(dataSource: Log())
        let text = picker.render(size: TerminalSize(columns: 30, rows: 8)).text
        #expect(text.contains { $0.contains("abc1234 fix") })
        #expect(!text.joined().contains("␛"))
        #expect(picker.selection.titles == ["abc1234 fix"])
    }

    @Test func ansiComponentsAnswerWithTheText() {
        let picker = Picker(components: [PickerComponent(["\u{1B}[31mred\u{1B}[0m", "plain"], ansi: true)])
        let text = picker.render(size: TerminalSize(columns: 30, rows: 8)).text
        #expect(text.contains { $0.contains("red") } && !text.joined().contains("␛"))
        #expect(picker.selection.titles == ["red"])
    }

    @Test func runsAreValues() {
        var title: AttributedText = "main"
        title += AttributedText(" ahead", style: Style(foreground: .ansi(2), attributes: [.bold, .strikethrough]))
        #expect(title.string == "main ahead")
        #expect(title.runs.count == 2 && title.runs[1].style.attributes.contains(.strikethrough))
    }
}
