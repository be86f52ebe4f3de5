import ReelText
import ReelModel

/// One wheel asked as a question, on the wheel as it is now: how it is
/// asked (a range by its ends, a short list numbered, a long list or one
/// still loading by text that lists the rows containing it), what it
/// holds now, and how an answer becomes its rows and then the actions a
/// person's keys would have taken (`choose`, `check`).
package struct WheelQuestion {
    package enum Shape: Equatable, Sendable {
        /// Numbers or letters in order: answered with a value (`12`, `c`).
        case range(low: String, high: String, step: Int)
        /// At most `Interview.listLimit` rows, read out numbered: their
        /// number or their text.
        case list
        /// More rows, or rows still arriving: text, which lists the rows
        /// that contain it, numbered, to choose from.
        case search
    }

    /// What an answer came to: the rows chosen, or the rows that contain a
    /// text (the first `Interview.listLimit` of `total`), to choose from next.
    package enum Reading: Equatable, Sendable {
        case rows([Int])
        case matches([Int], total: Int)
    }

    package let index: Int
    package let wheel: Wheel
    package let shape: Shape
    /// Multi-select (`--multi`): the checks and their limit; nil: one row.
    let checks: Checks.Wheel?
    /// Rows still arriving on stdin or from a file.
    let loading: Bool
    /// `--filter`'s wheel: the query typed in the picker (nil for another
    /// wheel). Asked over all its rows, its answer a query in fzf's
    /// syntax whose matches are listed best first; a query typed in the
    /// picker (`--query`) is cleared as the answer is taken, so that the
    /// row chosen is the source's.
    let filterQuery: String?
    /// `--no-sort` under `--filter`: the matches in input order.
    private let sorts: Bool
    /// `--literal`: accented letters are not folded.
    private let literal: Bool

    package init(_ field: WheelField, wheel index: Int) {
        self.index = index
        if let filter = field.filters.filter(ofWheel: index) {
            var whole = field.wheels[index]
            let band = whole.selectedSourceRow
            whole.rows = whole.sourceRows
            whole.select(band)
            wheel = whole
            filterQuery = filter.query
            sorts = filter.sorts
            literal = filter.literal
        } else {
            wheel = field.wheels[index]
            filterQuery = nil
            sorts = true
            literal = false
        }
        checks = field.checks.wheels[index]
        loading = field.streaming.map { $0.wheel == index && $0.isStreaming } ?? false
        let rows = wheel.rows
        if rows.count > 0, let numbers = rows as? NumberRows {
            shape = .range(low: numbers.title(at: 0), high: numbers.title(at: rows.count - 1), step: numbers.step)
        } else if rows.count > 0, let letters = rows as? LetterRows {
            shape = .range(low: letters.title(at: 0), high: letters.title(at: rows.count - 1), step: letters.step)
        } else {
            shape = rows.count > Interview.listLimit || loading || filterQuery != nil ? .search : .list
        }
    }

    var isMulti: Bool { checks != nil }

    // MARK: - What is said

    /// A row as one plain line, as the wheel shows it (fields, placeholders).
    package func text(ofRow row: Int) -> String {
        let text = SafeText.line(wheel.rows.glyphs(at: row, maxColumns: SafeText.lineColumns, width: wheel.measure))
        // Said, an empty row would be silence.
        return text.isEmpty ? Self.blank : text
    }

    /// An empty row, as it is said.
    static let blank = "(blank)"

    /// What the question says it takes: `1–20`, `1–6`, `304 rows: type text …`.
    package var accepts: String {
        var words: String
        switch shape {
        case .range(let low, let high, let step):
            words = "\(low)–\(high)" + (abs(step) == 1 ? "" : " in steps of \(abs(step))")
        case .list:
            words = wheel.rows.count == 1 ? "1" : "1–\(wheel.rows.count)"
        case .search:
            let count = wheel.rows.count
            words = (loading ? "rows still loading, \(count) so far" : "\(count) rows") + ": type text to list the matches"
        }
        guard let checks else { return words }
        let several = checks.limit.map { "up to \($0)" } ?? "one or more"
        if shape == .search { return words + ", then \(several) of their numbers" }
        return words + ", \(several), as " + (shape == .list || wheel.rows.count < 3 ? "1 3" : multiExample)
    }

    /// Two values of a range, as a multiple answer is typed.
    private var multiExample: String { text(ofRow: 0) + " " + text(ofRow: min(2, wheel.rows.count - 1)) }

    /// What the wheel holds now: the band's row, or the rows checked; nil
    /// for a wheel with no rows.
    package var current: String? {
        guard wheel.rows.count > 0 else { return nil }
        let rows = checks.map { $0.rows.isEmpty ? [wheel.selectedRow] : $0.rows.rows } ?? [wheel.selectedRow]
        return rows.map(text(ofRow:)).joined(separator: ", ")
    }

    /// A short list read out, a row a line: `  1. Red`.
    package var listLines: [String] {
        guard shape == .list else { return [] }
        return (0..<wheel.rows.count).map(numbered)
    }

    private func numbered(_ row: Int) -> String { numbered(row, as: row + 1) }

    private func numbered(_ row: Int, as number: Int) -> String { "  \(number). " + text(ofRow: row) }

    /// The matches of a search read out: how many, the first ones numbered,
    /// and how many more were left out.
    package func matchLines(_ matches: [Int], total: Int, query: String) -> [String] {
        let shown = matches.enumerated().map { numbered($0.element, as: $0.offset + 1) }
        let more = total > matches.count ? ["  … and \(total - matches.count) more: type more of the text to narrow them"] : []
        return ["\(total) rows \(filterQuery == nil ? "contain" : "match") \(SafeText.line(query)):"] + shown + more
    }

    // MARK: - Reading an answer

    /// The rows an answer to the question means, or the matches to choose from.
    package func read(_ answer: String) -> Result<Reading, AnswerError> {
        guard wheel.rows.count > 0 || shape == .search else { return .failure(.nothingToChoose(because: nil)) }
        switch shape {
        case .range: return rows(of: answer, each: rangeRow)
        case .list: return rows(of: answer, each: listRow)
        case .search: return search(answer)
        }
    }

    /// An answer after the matches of a search were read out: their
    /// numbers (several on a multi-select wheel), or text to search again.
    /// A number that is not one of theirs is text too (`0999` among rows
    /// `row 000999 item`): the man page lets an answer be a number or
    /// other text; only when no row contains it either does it say which
    /// numbers there were.
    package func pick(_ answer: String, among matches: [Int]) -> Result<Reading, AnswerError> {
        let tokens = Self.tokens(answer)
        guard !tokens.isEmpty, tokens.allSatisfy({ Int($0) != nil }) else { return search(answer) }
        let picked = listed(answer, among: matches)
        guard case .failure = picked, case .success(let found) = search(answer) else { return picked }
        return .success(found)
    }

    /// The matches numbered in `answer`.
    private func listed(_ answer: String, among matches: [Int]) -> Result<Reading, AnswerError> {
        rows(of: answer) { token in
            let n = Int(token)!
            guard (1...matches.count).contains(n) else {
                return .failure(.notBetween(token, low: "1", high: String(matches.count)))
            }
            return .success(matches[n - 1])
        }
    }

    /// One row for the whole answer, or on a multi-select wheel one per
    /// word (spaces or commas between), each read by `each`; the whole
    /// answer is tried as one row first, for rows with spaces.
    private func rows(of answer: String, each: (String) -> Result<Int, AnswerError>) -> Result<Reading, AnswerError> {
        guard let checks else { return each(answer).map { .rows([$0]) } }
        var rows: [Int] = []
        if case .success(let row) = each(answer) {
            rows = [row]
        } else {
            for token in Self.tokens(answer) {
                switch each(String(token)) {
                case .success(let row): if !rows.contains(row) { rows.append(row) }
                case .failure(let error): return .failure(error)
                }
            }
        }
        if let limit = checks.limit, rows.count > limit { return .failure(.tooMany(given: rows.count, limit: limit)) }
        return .success(.rows(rows.sorted()))
    }

    private static func tokens(_ answer: String) -> [Substring] {
        answer.split { $0 == " " || $0 == "," }
    }

    /// A value of a range: `7` finds `07` on `00...59`, as `--select` does.
    private func rangeRow(_ token: String) -> Result<Int, AnswerError> {
        if let row = wheel.rows.row(matching: token) { return .success(row) }
        guard case .range(let low, let high, let step) = shape else { return .failure(.notInList(SafeText.line(token))) }
        if let numbers = wheel.rows as? NumberRows, let n = Int(token) {
            let ends = [numbers.number(at: 0), numbers.number(at: numbers.count - 1)]
            if (ends.min()!...ends.max()!).contains(n) {
                return .failure(.offStep(token, step: abs(step), low: low, high: high))
            }
        }
        return .failure(.notBetween(SafeText.line(token), low: low, high: high))
    }

    /// A row of a short list: its number, else its value or text, letters
    /// of any case.
    private func listRow(_ token: String) -> Result<Int, AnswerError> {
        let count = wheel.rows.count
        if let n = Int(token), (1...count).contains(n) { return .success(n - 1) }
        if let row = named(token) { return .success(row) }
        if Int(token) != nil { return .failure(.notBetween(token, low: "1", high: String(count))) }
        return .failure(.notInList(SafeText.line(token)))
    }

    /// The row whose value or text is `text`; in a short list, its text in
    /// letters of any case too.
    private func named(_ text: String) -> Int? {
        if let row = wheel.rows.row(matching: text) { return row }
        guard wheel.rows.count <= Interview.listLimit else { return nil }
        let lowered = text.lowercased()
        return (0..<wheel.rows.count).first { wheel.rows.title(at: $0).lowercased() == lowered }
    }

    /// A long list: a row named exactly, else the rows containing the text
    /// (as `/` finds them: capitals make it exact); one is chosen at once.
    private func search(_ answer: String) -> Result<Reading, AnswerError> {
        if let row = wheel.rows.row(matching: answer) { return .success(.rows([row])) }
        var matches: [Int] = []
        var total = 0
        var from = 0
        if filterQuery != nil {
            // --filter: fzf's matching and ranking, as the drawn picker's.
            let found = FilterResult.scan(FilterQuery(answer, literal: literal), in: wheel.rows).ranked(sort: sorts)
            matches = found.prefix(Interview.listLimit).map(Int.init)
            total = found.count
            from = wheel.rows.count
        }
        while from < wheel.rows.count, let row = wheel.rows.firstRow(matching: answer, as: .contains, from: from) {
            if matches.count < Interview.listLimit { matches.append(row) }
            total += 1
            from = row + 1
        }
        switch total {
        case 0: return .failure(.noMatch(SafeText.line(answer)))
        case 1: return .success(.rows(matches))
        default: return .success(.matches(matches, total: total))
        }
    }

    // MARK: - What it does

    /// The actions that put `rows` on the wheel, as keys would: the row
    /// chosen; on a multi-select wheel the checks changed (those to drop
    /// first, so a limit never refuses one to add) and the band left on
    /// the first row chosen.
    package func actions(choosing rows: [Int]) -> [Action] {
        guard let first = rows.first else { return [] }
        // The filter's query cleared first, as ctrl+u clears it (its wheel
        // focused, so that the query cleared is this wheel's): the rows are the source's.
        let clear: [Action] = filterQuery?.isEmpty == false ? [.focus(.wheel(index)), .edit(.deleteToStart)] : []
        guard let checks else { return clear + [.choose(wheel: index, row: first)] }
        let now = Set(checks.rows.rows), wanted = Set(rows)
        let toggles = now.subtracting(wanted).sorted() + wanted.subtracting(now).sorted()
        return clear + toggles.flatMap { [Action.choose(wheel: index, row: $0), .check] } + [.choose(wheel: index, row: first)]
    }
}
