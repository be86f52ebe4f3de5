/// How the choice is printed.
package struct OutputOptions: Sendable, Equatable {
    /// Print 0-based row indices instead of values.
    package var indices = false
    /// Between values: the argument's bytes, printed as given.
    package var delimiter: [UInt8] = [0x09]
    /// End the record with NUL instead of a newline.
    package var nulTerminated = false
    package var json = false
    package var template: Template?
    /// The preset whose derived fields a template may name.
    package var preset: Preset?

    package init() {}
}
