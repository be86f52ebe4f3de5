import Testing
import TestRequirements

/// The man page's layout: every `.RS` closed by a `.RE` before the next
/// section (one missing indented the last examples), and the quoting
/// sentence shows the three quotings it names.
@Suite struct ManPageLayoutTests {
    static let page = (try? RepositoryFile.text("man/reel.1")) ?? ""

    @Test func everyIndentIsClosed() {
        var depth = 0, section = ""
        for (number, line) in Self.page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(".SH ") { section = String(line.dropFirst(4)) }
            if line.hasPrefix(".RS") { depth += 1 }
            if line.hasPrefix(".RE") { depth -= 1; #expect(depth >= 0, "line \(number + 1): .RE without .RS") }
            if line.hasPrefix(".SH") || line.hasPrefix(".SS") { #expect(depth == 0, "line \(number + 1): .RS left open") }
            // Each example is indented alike: .EX inside .RS.
            if section == "EXAMPLES", line.hasPrefix(".EX") { #expect(depth == 1, "line \(number + 1): .EX outside .RS") }
        }
        #expect(depth == 0)
    }

    @Test func theQuotingSentenceKeepsItsQuotes() {
        #expect(Self.page.contains(".B \\(dq{1}\\(dq\nor\n.BR \\(aq{1}\\(aq ."))
    }
}
