import ReelText

/// A run of the picker's wheels that a preset made: the whole picker (a
/// form's preset field is a picker of its own). The model keeps what the preset (Spec/)
/// says of them and nothing else: how scripts read them (`form`: stdout,
/// `{N}` and the fields a template names) and how a typed answer sets them
/// (`answer`: the accessible mode's `YYYY-MM-DD`).
package struct PresetWheels: Sendable {
    package var wheels: Range<Int>
    package var form: any ValueForm
    package var answer: any TypedAnswer

    package init(wheels: Range<Int>, form: any ValueForm, answer: any TypedAnswer) {
        self.wheels = wheels
        self.form = form
        self.answer = answer
    }
}
