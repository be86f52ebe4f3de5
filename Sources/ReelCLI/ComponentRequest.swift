import ReelCore

/// One `--component SPEC` and the options that followed it, as the
/// arguments give them; the plan reads the SPEC (`ComponentPlan`).
package struct ComponentRequest: Sendable, Equatable {
    /// The SPEC as the argument gave it: list items and commands keep
    /// these bytes (`ComponentSpec.parse`, once, as the plan is made).
    package var bytes: [UInt8]
    package var options = ComponentOptions()

    /// The SPEC as text, for messages and the few specs that are names.
    package var spec: String { String(decoding: bytes, as: UTF8.self) }

    package init(spec: String, options: ComponentOptions = ComponentOptions()) {
        self.init(bytes: Array(spec.utf8), options: options)
    }

    package init(bytes: [UInt8], options: ComponentOptions = ComponentOptions()) {
        self.bytes = bytes
        self.options = options
    }
}
