import ReelInput
import ReelModel
import ReelText

/// A `--theme` word that does not parse; the command line words it.
package enum ThemeError: Error, Equatable, Sendable {
    /// Neither a named theme nor `key:color`.
    case unknownTheme(String, known: [String])
    case unknownKey(String, known: [String])
    case unknownColor(String)
    case unknownAttribute(String, known: [String])
}
