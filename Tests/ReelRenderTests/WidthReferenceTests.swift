import Foundation
import Testing
import TestRequirements
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender

/// Widths as the renderer draws them, against outside references.
@Suite struct DrawnWidthTests {}

extension DrawnWidthTests {
    /// reel's widths against an outside reference: wcwidth (pinned in
    /// `scripts/width-table.requirements.txt`) on every assigned code point
    /// and every sequence of Unicode's emoji-test.txt. What is measured is
    /// what the renderer draws: the string made safe by SafeText, as a row
    /// is, then laid into cells by the frame's LineBuilder. Every difference
    /// must be listed, with its reason, in the table of deliberate
    /// differences in `Docs/Widths.md`.
    @Suite struct WidthReferenceTests {
        static let exceptionsPath = "Docs/Widths.md"
        static let minimumAgreement = 0.999

        @Test(.requires(PinnedPython.path != nil, Comment(rawValue: PinnedPython.skipReason)))
        func drawnWidthsAgreeWithWcwidth() throws {
            let corpusURL = FileManager.default.temporaryDirectory
                .appendingPathComponent("reel-width-corpus-\(getpid()).txt")
            defer { try? FileManager.default.removeItem(at: corpusURL) }
            let (status, message) = try PinnedPython.run(["--corpus", corpusURL.path])
            try #require(status == 0, "\(PinnedPython.script) --corpus failed:\n\(message)")
            let corpus = try ReferenceWidth.parse(Data(contentsOf: corpusURL))
            let exceptions = try WidthException.parse(RepositoryFile.text(Self.exceptionsPath))

            var agreeing = 0
            var unexplained: [String] = []
            var used = Set<Int>()
            for reference in corpus {
                let drawn = Self.drawnColumns(reference.scalars)
                if drawn == reference.width {
                    agreeing += 1
                } else if let index = exceptions.firstIndex(where: { $0.covers(reference.scalars) }),
                          exceptions[index].width == drawn, exceptions[index].reference == reference.width {
                    used.insert(index)
                } else {
                    unexplained.append("\(reference.hex) ; \(drawn) ; wcwidth: \(reference.width)")
                }
            }

            let agreement = Double(agreeing) / Double(corpus.count)
            print("reel agrees with wcwidth on \(agreeing) of \(corpus.count) strings "
                  + "(\(String(format: "%.3f", agreement * 100))%); "
                  + "\(corpus.count - agreeing - unexplained.count) differences listed in \(Self.exceptionsPath)")
            #expect(agreement >= Self.minimumAgreement)
            if !unexplained.isEmpty {
                let listURL = FileManager.default.temporaryDirectory.appendingPathComponent("reel-width-unexplained.txt")
                try unexplained.joined(separator: "\n").appending("\n").write(to: listURL, atomically: true, encoding: .utf8)
                Issue.record("""
                    \(unexplained.count) strings drawn at another width than wcwidth's and not \
                    listed in \(Self.exceptionsPath); all of them are in \(listURL.path) \
                    (code points ; reel ; wcwidth):
                    \(unexplained.prefix(40).joined(separator: "\n"))
                    """)
            }
            let stale = exceptions.indices.filter { !used.contains($0) }.map { exceptions[$0].text }
            #expect(stale.count == 0, """
                Exceptions in \(Self.exceptionsPath) that no string needs any more; remove them:
                \(stale.joined(separator: "\n"))
                """)
        }

        /// Columns the renderer gives `scalars` in a row.
        static func drawnColumns(_ scalars: [Unicode.Scalar]) -> Int {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let limit = 16
            let (glyphs, _) = SafeText.glyphs(String(text), maxColumns: limit, width: DisplayWidth())
            var line = LineBuilder(width: limit)
            line.put(glyphs, style: .plain, placeholder: .plain)
            return line.used
        }

        @Test func exceptionsParse() throws {
            let exceptions = try WidthException.parse(RepositoryFile.text(Self.exceptionsPath))
            #expect(!exceptions.isEmpty)
            #expect(exceptions.allSatisfy { !$0.reason.isEmpty })
        }
    }
}

/// One line of the corpus: scalars and wcwidth's width of them (-1 for a
/// control, which wcwidth calls not printable).
struct ReferenceWidth {
    var scalars: [Unicode.Scalar]
    var width: Int

    var hex: String { scalars.map { String(format: "%04X", $0.value) }.joined(separator: " ") }

    /// Lines of `5 hex digits separated by spaces ; width`, `#` comments.
    static func parse(_ data: Data) throws -> [ReferenceWidth] {
        var references: [ReferenceWidth] = []
        for line in data.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            let fields = line.split(separator: UInt8(ascii: ";"))
            guard fields.count == 2,
                  let width = Int(String(decoding: fields[1], as: UTF8.self)) else {
                throw MalformedLine(text: String(decoding: line, as: UTF8.self))
            }
            let scalars = try fields[0].split(separator: UInt8(ascii: " ")).map { hex in
                guard let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value) else {
                    throw MalformedLine(text: String(decoding: line, as: UTF8.self))
                }
                return scalar
            }
            references.append(ReferenceWidth(scalars: scalars, width: width))
        }
        return references
    }
}

/// One row of the table under `### Differences from wcwidth` in
/// `Docs/Widths.md`: `| code points | reel | wcwidth | why |`, where the
/// code points are one (`0600`), a range each measured alone
/// (`0001..001F`), or a sequence (`1F1E6 1F1E6`).
struct WidthException {
    enum Scalars {
        case range(ClosedRange<UInt32>)
        case sequence([UInt32])
    }

    var scalars: Scalars
    /// reel's width and wcwidth's.
    var width: Int
    var reference: Int
    var reason: String
    var text: String

    static let heading = "### Differences from wcwidth"

    func covers(_ candidate: [Unicode.Scalar]) -> Bool {
        switch scalars {
        case .range(let range):
            return candidate.count == 1 && range.contains(candidate[0].value)
        case .sequence(let sequence):
            return candidate.map(\.value) == sequence
        }
    }

    /// The rows of the table after `heading`, up to the next heading.
    static func parse(_ markdown: String) throws -> [WidthException] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else {
            throw MalformedLine(text: "no \(heading) heading")
        }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
        return try section.filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, let width = Int(cells[1]), let reference = Int(cells[2]),
                  let scalars = Self.scalars(cells[0].trimmingCharacters(in: ["`"])) else {
                throw MalformedLine(text: String(line))
            }
            return WidthException(scalars: scalars, width: width, reference: reference, reason: cells[3], text: String(line))
        }
    }

    private static func scalars(_ text: String) -> Scalars? {
        let bounds = text.components(separatedBy: "..")
        if bounds.count == 2 {
            guard let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16), low <= high else { return nil }
            return .range(low...high)
        }
        let words = text.split(separator: " ")
        let values = words.compactMap { UInt32($0, radix: 16) }
        guard !values.isEmpty, values.count == words.count else { return nil }
        return values.count == 1 ? .range(values[0]...values[0]) : .sequence(values)
    }
}

struct MalformedLine: Error, CustomStringConvertible {
    var text: String
    var description: String { "malformed line: \(text)" }
}
