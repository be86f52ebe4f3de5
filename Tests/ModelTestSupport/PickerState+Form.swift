import ReelText
@testable import ReelRows
@testable import ReelModel

extension PickerState {
    /// A form of `fields`, as reel starts one: field `shown` on screen, the
    /// form's own chrome (Done, no title) around it.
    package static func form(_ fields: [(name: String, picker: PickerState)], shown: Int = 0) -> PickerState {
        var state = PickerState(fields: fields, chrome: Chrome())
        var chrome = Chrome()
        chrome.displayOrder = state.chrome.displayOrder
        chrome.list = state.chrome.list
        state.edit([.chrome(chrome), .showField(shown)])
        return state
    }
}
