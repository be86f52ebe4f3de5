import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal

/// The Text module's suites, nested here so `swift test --filter Text`
/// runs exactly them.
@Suite struct TextTests {}

extension [Glyph] {
    /// What a terminal would show, for comparing with a string literal.
    var rendered: String { map(\.text).joined() }
    var columns: Int { reduce(0) { $0 + $1.width } }
}
