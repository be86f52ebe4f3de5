import Testing
@testable import ReelText

/// reel's literal search, which stands in for the string-processing
/// library's `firstRange(of:)` so the binary need not link it.
@Suite struct StringFindTests {
    @Test(arguments: [
        ("1..<5", "..<", 1), ("1...5", "...", 1), ("a..b", "..", 1), ("....", "...", 0),
        ("1.5..7", "..", 3), ("256color", "256color", 0), ("xterm-256color", "256color", 6),
    ])
    func findsTheFirstOccurrence(_ text: String, _ needle: String, _ offset: Int) {
        let found = text.firstRange(ofLiteral: needle)
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == offset)
        #expect(found.map { String(text[$0]) } == needle)
    }

    @Test(arguments: [("1.5", ".."), ("", "."), ("25color", "256color"), ("..", "...")])
    func missesWhatIsNotThere(_ text: String, _ needle: String) {
        #expect(text.firstRange(ofLiteral: needle) == nil)
        #expect(!text.contains(literal: needle))
    }

    /// Characters, not bytes: "." followed by a combining mark is another character.
    @Test func comparesCharacters() {
        #expect("a.\u{301}.b".firstRange(ofLiteral: "..") == nil)
        #expect(Substring("x..y").dropFirst().firstRange(ofLiteral: "..") != nil)
    }
}
