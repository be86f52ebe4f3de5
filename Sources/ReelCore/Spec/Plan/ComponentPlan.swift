import ReelModel
import ReelText

/// One `--component SPEC` as the picker is built from it: the SPEC read
/// once, a `!CMD`'s placeholders read once, and the options that apply to
/// it (its own over those given for every component).
package struct ComponentPlan: Equatable, Sendable {
    /// Where its rows come from.
    package var spec: ComponentSpec
    /// The SPEC as the argument gave it, for messages (`component '@x': …`).
    package var written: String
    package var options: ComponentOptions
    /// A `!CMD` wheel's command, parsed; nil for rows of any other kind.
    package var command: Template?

    package init(_ spec: ComponentSpec, written: String, options: ComponentOptions = ComponentOptions(),
                 command: Template? = nil) {
        self.spec = spec
        self.written = written
        self.options = options
        self.command = command
    }
}
