import ReelModel
import ReelSpec
import ReelText

/// What an accept prints (`OutputFormatter` writes the bytes). Every
/// format but the default is chosen by one option, and two such options
/// are a conflict, declared here once: the pair is named in the order of
/// `options`, whatever order the command line gave them in. A new shape
/// of output (a form's fields, a multi-select wheel's checks) is a case
/// here with its option, and its bytes in `OutputFormatter`.
package enum OutputFormat: Equatable, Sendable {
    /// One value per component, joined by the delimiter: the default.
    case values
    /// `--index`: 0-based rows instead of values.
    case indices
    /// `--json`: one object per component (JSONOutput).
    case json
    /// `--format TEMPLATE`.
    case template(Template)

    /// The option that chooses this format; nil for the default.
    package var option: String? {
        switch self {
        case .values: nil
        case .indices: "--index"
        case .json: "--json"
        case .template: "--format"
        }
    }

    /// The options that choose a format, in the order a conflict names
    /// them (`--json` and `--format`, `--format` and `--index`).
    package static let options = ["--json", "--format", "--index"]
}
