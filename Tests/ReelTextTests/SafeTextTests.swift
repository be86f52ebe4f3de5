import ReelSystem
import Foundation
import Testing
@testable import ReelText

extension TextTests {
    @Suite struct SafeTextTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var bytes: [UInt8]
            var shown: String
            var placeholders: Int

            init(_ name: String, _ bytes: [UInt8], shows shown: String, placeholders: Int = 0) {
                self.name = name
                self.bytes = bytes
                self.shown = shown
                self.placeholders = placeholders
            }

            init(_ name: String, _ text: String, shows shown: String, placeholders: Int = 0) {
                self.init(name, Array(text.utf8), shows: shown, placeholders: placeholders)
            }

            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case("clear screen ESC[2J", "\u{1B}[2J", shows: "␛[2J", placeholders: 1),
            Case("window title ESC]0;title BEL", "\u{1B}]0;title\u{07}", shows: "␛]0;title␇", placeholders: 2),
            Case("clipboard OSC 52", "\u{1B}]52;c;aGk=\u{07}", shows: "␛]52;c;aGk=␇", placeholders: 2),
            Case("tab", "a\tb", shows: "a␉b", placeholders: 1),
            Case("DEL", "a\u{7F}b", shows: "a␡b", placeholders: 1),
            Case("C1 CSI U+009B as UTF-8", [0xC2, 0x9B, 0x32, 0x4A], shows: "␦2J", placeholders: 1),
            Case("every C1 control", (0x80...0x9F).flatMap { Array(String(Unicode.Scalar($0)!).utf8) },
                 shows: String(repeating: "␦", count: 32), placeholders: 32),
            Case("NUL in the middle", [0x61, 0x00, 0x62], shows: "a␀b", placeholders: 1),
            Case("CR LF", "a\r\nb", shows: "a␍␊b", placeholders: 2),
            Case("line separator", "a\u{2028}b", shows: "a␤b", placeholders: 1),
            Case("bidi override", "a\u{202E}cba\u{202C}", shows: "a␦cba␦", placeholders: 2),
            Case("invalid bytes 0xFF 0xC3", [0x61, 0xFF, 0xC3, 0x62], shows: "a\u{FFFD}\u{FFFD}b"),
            Case("raw C1 byte 0x9B", [0x9B, 0x41], shows: "\u{FFFD}A"),
            Case("UTF-8 cut short at the end", [0x61, 0xE2, 0x82], shows: "a\u{FFFD}"),
            Case("overlong encoding", [0xC0, 0xAF], shows: "\u{FFFD}\u{FFFD}"),
            Case("encoded surrogate", [0xED, 0xA0, 0x80], shows: "\u{FFFD}\u{FFFD}\u{FFFD}"),
            Case("combining mark at the start is dropped", "\u{0301}a", shows: "a"),
            Case("combining mark after a control is dropped", "\t\u{0301}x", shows: "␉x", placeholders: 1),
            Case("ZWJ alone is dropped", "\u{200D}", shows: ""),
            Case("zero width space is dropped", "a\u{200B}b", shows: "ab"),
            Case("clusters stay whole", "e\u{0301}🇰🇷👩\u{200D}💻", shows: "e\u{0301}🇰🇷👩\u{200D}💻"),
            Case("CJK", "時間 분", shows: "時間 분"),
            Case("spacing mark at the start is dropped", "\u{093F}क", shows: "क"),
            Case("Hangul filler is dropped", "a\u{3164}b", shows: "ab"),
            Case("prepended mark and its digit are both shown", "\u{0600}1", shows: "\u{0600}1"),
            Case("skin tone after a letter is shown", "a\u{1F3FB}", shows: "a\u{1F3FB}"),
        ]

        static func glyphs(_ bytes: [UInt8], maxColumns: Int = 1_000) -> (glyphs: [Glyph], truncated: Bool) {
            bytes.withUnsafeBytes { SafeText.glyphs(utf8: $0, maxColumns: maxColumns, width: DisplayWidth()) }
        }

        static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }

        @Test(arguments: cases)
        func sanitises(_ c: Case) {
            let (glyphs, truncated) = Self.glyphs(c.bytes)
            #expect(glyphs.rendered == c.shown)
            #expect(!truncated)
            #expect(glyphs.filter(\.isPlaceholder).count == c.placeholders)
            #expect(!glyphs.contains { $0.text.unicodeScalars.contains(where: Self.isUnsafe) })
            #expect(glyphs.allSatisfy { (1...2).contains($0.width) })
            #expect(glyphs.filter(\.isPlaceholder).allSatisfy { $0.width == 1 })
        }

        @Test(arguments: cases)
        func stringAndBytesAgree(_ c: Case) {
            let text = String(decoding: c.bytes, as: UTF8.self)
            let fromString = SafeText.glyphs(text, maxColumns: 1_000, width: DisplayWidth())
            #expect(fromString.glyphs == Self.glyphs(c.bytes).glyphs)
            #expect(SafeText.glyphs(text[...], maxColumns: 1_000, width: DisplayWidth()).glyphs == fromString.glyphs)
        }

        @Test func everyC0ControlAndDELHasItsOwnPicture() {
            let controls = Array(0x00...0x1F) + [0x7F]
            let (glyphs, _) = Self.glyphs(controls.map(UInt8.init))
            #expect(glyphs.count == controls.count)
            #expect(Set(glyphs.map(\.text)).count == controls.count)
            #expect(glyphs.allSatisfy { $0.isPlaceholder && $0.width == 1 })
        }

        @Test func stopsAtMaxColumns() {
            let (glyphs, truncated) = Self.glyphs(Array("ab분cd".utf8), maxColumns: 3)
            #expect(glyphs.rendered == "ab")
            #expect(truncated)
            let exact = Self.glyphs(Array("ab분".utf8), maxColumns: 4)
            #expect(exact.glyphs.rendered == "ab분")
            #expect(!exact.truncated)
            #expect(Self.glyphs(Array("a".utf8), maxColumns: 0).truncated)
            #expect(!Self.glyphs([], maxColumns: 0).truncated)
        }

        struct SplitCase: Sendable, CustomTestStringConvertible {
            var name: String
            var text: String
            var glyphs: [String]
            var widths: [Int]
            var testDescription: String { name }
        }

        /// Clusters that terminals draw in two parts (DisplayWidth rule 3)
        /// become one glyph per part, each in cells of its own.
        @Test(arguments: [
            SplitCase(name: "a🏻", text: "a\u{1F3FB}", glyphs: ["a", "\u{1F3FB}"], widths: [1, 2]),
            SplitCase(name: "分🏻", text: "分\u{1F3FB}", glyphs: ["分", "\u{1F3FB}"], widths: [2, 2]),
            SplitCase(name: "👍🏽 stays one glyph", text: "👍\u{1F3FD}", glyphs: ["👍\u{1F3FD}"], widths: [2]),
            SplitCase(name: "U+0600 before 1", text: "\u{0600}1", glyphs: ["\u{0600}", "1"], widths: [1, 1]),
            SplitCase(name: "U+06DD before ١ with a mark", text: "\u{06DD}\u{0661}\u{0651}",
                      glyphs: ["\u{06DD}", "\u{0661}\u{0651}"], widths: [1, 1]),
            SplitCase(name: "U+110BD before 分", text: "\u{110BD}分", glyphs: ["\u{110BD}", "分"], widths: [1, 2]),
        ])
        func clusterDrawnInTwoPartsIsTwoGlyphs(_ c: SplitCase) {
            let (glyphs, truncated) = Self.glyphs(Array(c.text.utf8))
            #expect(glyphs.map(\.text) == c.glyphs)
            #expect(glyphs.map(\.width) == c.widths)
            #expect(!truncated)
            #expect(SafeText.columns(of: c.text, width: DisplayWidth()) == DisplayWidth().width(of: c.text))
            // Both parts or neither: a cell never holds half a cluster.
            let columns = c.widths.reduce(0, +)
            let short = Self.glyphs(Array(("x" + c.text).utf8), maxColumns: columns)
            #expect(short.glyphs.rendered == "x")
            #expect(short.truncated)
        }

        @Test func clusterCutByTheFirstPrefixStaysWhole() {
            // The first prefix decoded for 5 columns is 5 × 4 + 16 = 36
            // bytes: it ends between the flag's two regional indicators.
            let bytes = Array(("x" + String(repeating: "\u{200B}", count: 10) + "y🇰🇷").utf8)
            #expect(bytes.count == 40)
            let (glyphs, truncated) = Self.glyphs(bytes, maxColumns: 5)
            #expect(glyphs.rendered == "xy🇰🇷")
            #expect(glyphs.last?.width == 2)
            #expect(!truncated)
            let narrow = Self.glyphs(bytes, maxColumns: 3)
            #expect(narrow.glyphs.rendered == "xy")
            #expect(narrow.truncated)
        }

        struct BoundaryCase: Sendable, CustomTestStringConvertible {
            var bytes: [UInt8]
            var limit: Int
            var boundary: Int
            var testDescription: String {
                bytes.map { String($0, radix: 16) }.joined(separator: " ") + " near \(limit) → \(boundary)"
            }
        }

        @Test(arguments: [
            BoundaryCase(bytes: [0x61, 0xE2, 0x82, 0xAC, 0x62], limit: 1, boundary: 1),
            BoundaryCase(bytes: [0x61, 0xE2, 0x82, 0xAC, 0x62], limit: 2, boundary: 1),
            BoundaryCase(bytes: [0x61, 0xE2, 0x82, 0xAC, 0x62], limit: 3, boundary: 1),
            BoundaryCase(bytes: [0x61, 0xE2, 0x82, 0xAC, 0x62], limit: 4, boundary: 4),
            BoundaryCase(bytes: [0x61, 0xE2, 0x82, 0xAC, 0x62], limit: 9, boundary: 5),
            BoundaryCase(bytes: [0xF0, 0x9F, 0x87, 0xB0, 0x80, 0x80], limit: 3, boundary: 0),
            BoundaryCase(bytes: [0xF0, 0x9F, 0x87, 0xB0, 0x80, 0x80], limit: 4, boundary: 4),
            BoundaryCase(bytes: [0x80, 0x80, 0x80, 0x80, 0x80, 0x80], limit: 5, boundary: 5),
        ])
        func scalarBoundary(_ c: BoundaryCase) {
            c.bytes.withUnsafeBytes { bytes in
                #expect(SafeText.scalarBoundary(in: bytes, near: c.limit) == c.boundary)
            }
        }

        // MARK: Huge rows

        static let megabyteLine: [UInt8] = {
            let unit = Array("reel 時間 👩\u{200D}💻 e\u{0301}\u{1B}[0m\t".utf8)
            return Array(repeatElement(unit, count: 1_000_000 / unit.count + 1).joined().prefix(1_000_000))
        }()

        @Test(arguments: [1, 7, 40, 200])
        func megabyteLineShowsTheSameAsItsPrefix(maxColumns: Int) {
            let whole = Self.glyphs(Self.megabyteLine, maxColumns: maxColumns)
            let prefix = Self.glyphs(Array(Self.megabyteLine.prefix(maxColumns * 16 + 64)), maxColumns: maxColumns)
            #expect(whole.truncated)
            #expect(whole.glyphs == prefix.glyphs)
            #expect(whole.glyphs.columns <= maxColumns)
            #expect(whole.glyphs.columns >= maxColumns - 1)
            let text = String(decoding: Self.megabyteLine, as: UTF8.self)
            #expect(SafeText.glyphs(text, maxColumns: maxColumns, width: DisplayWidth()).glyphs == whole.glyphs)
        }

        /// Only a bounded prefix of a row is ever read: the bytes past it
        /// sit on pages that cannot be read at all, so touching them would
        /// crash the test instead of slowing it down.
        @Test(arguments: [1, 80, 200])
        func megabyteLineReadsOnlyABoundedPrefix(maxColumns: Int) throws {
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let readable = ((maxColumns + 2) * SafeText.maxBytesPerColumn + page - 1) / page * page
            let total = 1 << 20
            let memory = try #require(mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
            defer { munmap(memory, total) }
            // The line is 1,000,000 bytes: copy no more than it has (copying
            // total - 1 read past the array and crashed when that was unmapped).
            Self.megabyteLine.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            #expect(mprotect(memory + readable, total - readable, PROT_NONE) == 0)
            let bytes = UnsafeRawBufferPointer(start: memory, count: total)
            let result = SafeText.glyphs(utf8: bytes, maxColumns: maxColumns, width: DisplayWidth())
            #expect(result.truncated)
            #expect(result.glyphs == Self.glyphs(Self.megabyteLine, maxColumns: maxColumns).glyphs)
        }

        @Test func megabyteClusterIsClipped() {
            let bytes = Array(("a" + String(repeating: "\u{0301}", count: 500_000)).utf8)
            let (glyphs, truncated) = Self.glyphs(bytes, maxColumns: 80)
            #expect(glyphs.count == 1)
            #expect(glyphs.first?.width == 1)
            #expect(glyphs.first?.text.unicodeScalars.count == SafeText.maxScalarsPerGlyph)
            #expect(truncated)
        }

        @Test func megabyteOfZeroWidthSpacesIsEmptyAndTruncated() {
            let bytes = Array(String(repeating: "\u{200B}", count: 350_000).utf8)
            let (glyphs, truncated) = Self.glyphs(bytes, maxColumns: 80)
            #expect(glyphs.isEmpty)
            #expect(truncated)
        }

        @Test func hugeMaxColumnsDoesNotOverflow() {
            let (glyphs, truncated) = Self.glyphs(Array("abc".utf8), maxColumns: .max)
            #expect(glyphs.rendered == "abc")
            #expect(!truncated)
        }
    }
}
