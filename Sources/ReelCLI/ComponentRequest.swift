import ReelCore

/// One `--component SPEC` and the options that followed it.
package struct ComponentRequest: Sendable, Equatable {
    package var spec: String
    package var options = ComponentOptions()

    /// Whether any option splits this component's rows into fields.
    package static func usesFields(_ options: ComponentOptions) -> Bool {
        options.show != nil || options.valueField != nil || options.iconField != nil
    }

    package init(spec: String, options: ComponentOptions = ComponentOptions()) {
        self.spec = spec
        self.options = options
    }
}
