import ReelCore

/// One `--component SPEC` and the options that followed it.
package struct ComponentRequest: Sendable, Equatable {
    /// The SPEC as the argument gave it: list items and commands keep
    /// these bytes (`ComponentSpec.parse`).
    package var bytes: [UInt8]
    package var options = ComponentOptions()

    /// The SPEC as text, for messages and the few specs that are names.
    package var spec: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether any option splits this component's rows into fields.
    package static func usesFields(_ options: ComponentOptions) -> Bool {
        options.show != nil || options.valueField != nil || options.iconField != nil || options.match != nil
    }

    package init(spec: String, options: ComponentOptions = ComponentOptions()) {
        self.init(bytes: Array(spec.utf8), options: options)
    }

    package init(bytes: [UInt8], options: ComponentOptions = ComponentOptions()) {
        self.bytes = bytes
        self.options = options
    }
}
