import ReelText

/// A run of the picker's wheels that a preset made: the whole picker (a
/// form's preset field is a picker of its own). The model keeps what the preset (Spec/)
/// says of them and nothing else: how scripts read them (`format`: stdout,
/// `{N}` and the fields a template names) and how a typed answer sets them
/// (`answer`: the accessible mode's `YYYY-MM-DD`).
package struct PresetWheels: Sendable {
    package var wheels: Range<Int>
    package var format: any ValueFormat
    package var answer: any TypedAnswer

    package init(wheels: Range<Int>, format: any ValueFormat, answer: any TypedAnswer) {
        self.wheels = wheels
        self.format = format
        self.answer = answer
    }
}
