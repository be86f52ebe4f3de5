import ReelText

/// How a typed query must sit in a row's text: `/` search finds it
/// anywhere, digit type-ahead at the start.
package enum TextMatch: Sendable, Equatable {
    case prefix
    case contains
}
