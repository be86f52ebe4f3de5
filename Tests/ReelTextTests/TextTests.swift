import Testing
@testable import ReelText

/// The Text module's suites, nested here so `swift test --filter Text`
/// runs exactly them.
@Suite struct TextTests {}

extension [Glyph] {
    /// What a terminal would show, for comparing with a string literal.
    var rendered: String { map(\.text).joined() }
    var columns: Int { reduce(0) { $0 + $1.width } }
}
