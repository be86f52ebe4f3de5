import ReelModel
import ReelSpec
import ReelText

/// How the choice is printed.
package struct OutputOptions: Sendable, Equatable {
    /// Values, indices, JSON or a template. Set it where one format is
    /// meant; the parser goes through `choose`, which remembers each option.
    package var format = OutputFormat.values
    /// Between values: the argument's bytes, printed as given.
    package var delimiter: [UInt8] = [0x09]
    /// End the record with NUL instead of a newline.
    package var nulTerminated = false
    /// The format options given, so that a second one is a conflict
    /// (a repeated `--format` is not: the last template is used).
    private var chosen: Set<String> = []

    package init() {}

    /// The format an option asked for: the latest is the format, and two
    /// different options are the `conflict` reported once all are read.
    package mutating func choose(_ format: OutputFormat) {
        if let option = format.option { chosen.insert(option) }
        self.format = format
    }

    /// The first two format options given, in `OutputFormat.options` order.
    package var conflict: (first: String, second: String)? {
        let given = OutputFormat.options.filter(chosen.contains)
        return given.count > 1 ? (given[0], given[1]) : nil
    }
}
