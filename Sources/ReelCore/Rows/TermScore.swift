import ReelText

/// How well one term matches one loaded row, in fzf's points (`Points`),
/// or nil when it does not match. The rules are fzf's, so that the rows
/// found and their order are what its users expect; the code is reel's.
enum TermScore {
    static func score(_ term: FilterTerm, in text: FilterText) -> Int32? {
        let chars = text.characters(for: term)
        return term.scalars.withUnsafeBufferPointer { pattern in
            switch term.kind {
            case .fuzzy: fuzzy(pattern, chars, text)
            case .exact: exact(pattern, chars, text)
            case .prefix: prefix(pattern, chars, text)
            case .suffix: suffix(pattern, chars, text)
            case .equal: equal(pattern, chars, text)
            }
        }
    }

    /// The best alignment of the pattern's characters, in order, over the
    /// row: a table of the best score with the i-th pattern character at
    /// column j (Smith-Waterman with gap costs and position bonuses), plus
    /// the length of the consecutive run ending there, which carries a
    /// run's first bonus along it. Columns before the i-th character's
    /// first possible place and after the last character's last one are
    /// never filled.
    private static func fuzzy(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                              _ text: FilterText) -> Int32? {
        let m = pattern.count, n = text.count
        guard m > 0 else { return 0 }
        guard m <= n else { return nil }
        let bonuses = text.bonuses
        text.reserveTables(cells: 0, terms: m)
        let firsts = text.firsts
        // The first place each character can take, matching greedily, and
        // the last place of the last character.
        var matched = 0, last = -1
        for j in 0..<n {
            let char = chars[j]
            if matched < m, char == pattern[matched] {
                firsts[matched] = j
                matched &+= 1
            }
            if matched == m, char == pattern[m - 1] { last = j }
        }
        guard matched == m else { return nil }
        // Past this many cells fzf scores greedily, and so does reel: the
        // same order on long rows, and a table no hostile row can blow up.
        if n * m > tableLimit { return greedy(pattern, chars, text, from: firsts[0]) }
        if m == 1 {
            let (score, at) = single(pattern[0], chars, bonuses, from: firsts[0], to: last)
            text.bestColumn = at
            return Int32(score)
        }

        let first = firsts[0], width = last - first + 1
        text.reserveTables(cells: width * m, terms: m)
        text.lastColumn = last
        let scores = text.scores, runs = text.runs
        // Row 0: the first character, its bonus doubled.
        var inGap = false, previous: Int16 = 0
        for j in first...last {
            let cell = j - first
            if chars[j] == pattern[0] {
                scores[cell] = Points.match + bonuses[j] &* Points.firstCharMultiplier
                runs[cell] = 1
                inGap = false
            } else {
                scores[cell] = max(previous + (inGap ? Points.gapExtension : Points.gapStart), 0)
                runs[cell] = 0
                inGap = true
            }
            previous = scores[cell]
        }
        var best: Int16 = 0, bestAt = last
        for i in 1..<m {
            let wanted = pattern[i], row = i * width, start = firsts[i]
            var inGap = false
            var left: Int16 = 0  // the cell before `start` counts as nothing
            for j in start...last {
                let cell = row + j - first
                let skip = left + (inGap ? Points.gapExtension : Points.gapStart)
                var take: Int16 = 0, run: Int16 = 0
                if chars[j] == wanted {
                    let diagonal = cell - width - 1
                    take = scores[diagonal] + Points.match
                    var bonus = bonuses[j]
                    run = runs[diagonal] + 1
                    if run > 1 {
                        let runBonus = bonuses[j - Int(run) + 1]
                        // A boundary inside a run starts a new run when it is worth more.
                        if bonus >= Points.boundary && bonus > runBonus {
                            run = 1
                        } else {
                            bonus = max(bonus, max(Points.consecutive, runBonus))
                        }
                    }
                    if take + bonus < skip {
                        take += bonuses[j]
                        run = 0
                    } else {
                        take += bonus
                    }
                }
                runs[cell] = run
                inGap = take < skip
                let score = max(max(take, skip), 0)
                if i == m - 1 && score > best {
                    best = score
                    bestAt = j
                }
                scores[cell] = score
                left = score
            }
        }
        text.bestColumn = bestAt
        return Int32(best)
    }

    /// Where `term` matches in the loaded row, as scalar offsets, for the
    /// wheel to highlight (fzf's backtrace of the same table); nil when
    /// it does not match, empty for an exclusion.
    static func positions(_ term: FilterTerm, in text: FilterText) -> [Int]? {
        if term.inverse { return score(term, in: text) == nil ? [] : nil }
        let chars = text.characters(for: term)
        let m = term.scalars.count, n = text.count
        return term.scalars.withUnsafeBufferPointer { pattern -> [Int]? in
            switch term.kind {
            case .fuzzy:
                guard fuzzy(pattern, chars, text) != nil, m > 0 else { return nil }
                if n * m > tableLimit {
                    let (begin, end) = greedySpan(pattern, chars, from: text.firsts[0])
                    var found: [Int] = [], k = 0
                    for j in begin..<end where k < m && chars[j] == pattern[k] {
                        found.append(j)
                        k += 1
                    }
                    return found
                }
                if m == 1 { return [text.bestColumn] }
                return backtrace(m: m, text: text)
            case .exact:
                return exactStart(pattern, chars, text).map { Array($0..<($0 + m)) }
            case .prefix:
                guard prefix(pattern, chars, text) != nil else { return nil }
                let start = CharClass.of(pattern[0]) == .white ? 0 : text.leadingWhite
                return Array(start..<(start + m))
            case .suffix:
                guard suffix(pattern, chars, text) != nil else { return nil }
                let end = n - (CharClass.of(pattern[m - 1]) == .white ? 0 : text.trailingWhite)
                return Array((end - m)..<end)
            case .equal:
                guard equal(pattern, chars, text) != nil else { return nil }
                let start = CharClass.of(pattern[0]) == .white ? 0 : text.leadingWhite
                return Array(start..<(start + m))
            }
        }
    }

    /// The places of the best alignment `fuzzy` left in its tables: from
    /// the best cell of the last pattern row back, taking a cell as a
    /// match where its score beats both the diagonal and the left, or
    /// equals the left while a run goes on (fzf's rule).
    private static func backtrace(m: Int, text: FilterText) -> [Int] {
        let firsts = text.firsts, scores = text.scores, runs = text.runs
        let first = firsts[0], width = text.lastColumn - first + 1
        var found: [Int] = []
        var i = m - 1, j = text.bestColumn, preferMatch = true
        while j >= first, i == 0 || j >= firsts[i] {
            let row = i * width, cell = row + j - first
            let here = scores[cell]
            let diagonal: Int16 = i > 0 && j >= firsts[i] ? scores[cell - width - 1] : 0
            let left: Int16 = j > firsts[i] ? scores[cell - 1] : 0
            let matched = here > diagonal && (here > left || here == left && preferMatch)
            let next = i + 1 < m && j + 1 >= firsts[i + 1] && j + 1 - first < width ? runs[cell + width + 1] : 0
            preferMatch = runs[cell] > 1 || next > 0
            if matched {
                found.append(j)
                if i == 0 { break }
                i -= 1
            }
            j -= 1
        }
        return found.reversed()
    }

    /// Cells of the table, row length × pattern length, beyond which a
    /// match is scored greedily (fzf's slab: 100 × 1024 16-bit cells).
    static let tableLimit = 100 * 1024

    /// The pattern's first occurrence as a subsequence from `start`, then
    /// from where it ends back to the latest place it could begin (the
    /// shortest such run), scored as one run is (`run`'s sum, with gaps).
    private static func greedy(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                               _ text: FilterText, from start: Int) -> Int32 {
        let (begin, end) = greedySpan(pattern, chars, from: start)
        return span(pattern, chars, text, from: begin, to: end)
    }

    /// Where `greedy` matches: from the first place the pattern can begin
    /// after its first occurrence's end, back to the latest start.
    private static func greedySpan(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                                   from start: Int) -> (begin: Int, end: Int) {
        var k = 0, end = start
        while k < pattern.count {
            if chars[end] == pattern[k] { k += 1 }
            end += 1
        }
        var begin = end - 1
        k = pattern.count - 1
        while true {
            if chars[begin] == pattern[k] {
                if k == 0 { break }
                k -= 1
            }
            begin -= 1
        }
        return (begin, end)
    }

    /// One character: its best place, the first at a word's start if any.
    private static func single(_ wanted: UInt32, _ chars: UnsafeMutablePointer<UInt32>,
                               _ bonuses: UnsafeMutablePointer<Int16>, from start: Int, to end: Int) -> (Int16, Int) {
        var best: Int16 = 0, at = start
        for j in start...end where chars[j] == wanted {
            let score = Points.match + bonuses[j] &* Points.firstCharMultiplier
            if score > best {
                best = score
                at = j
            }
            if bonuses[j] >= Points.boundary { break }
        }
        return (best, at)
    }

    /// The pattern as one piece: of its places, the first at a word's start,
    /// else the one whose first character has the greatest bonus.
    private static func exact(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                              _ text: FilterText) -> Int32? {
        guard pattern.count > 0 else { return 0 }
        return exactStart(pattern, chars, text).map { run(pattern, chars, text, from: $0) }
    }

    /// Where `exact` matches: the first place at a word's start, else the
    /// place whose first character has the greatest bonus.
    private static func exactStart(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                                   _ text: FilterText) -> Int? {
        let m = pattern.count, n = text.count
        guard m > 0, m <= n else { return nil }
        var bestStart = -1, bestBonus: Int16 = -1
        var start = 0
        while start <= n - m {
            var k = 0
            while k < m && chars[start + k] == pattern[k] { k += 1 }
            if k == m {
                // fzf's bonus here counts the row's start as after white space.
                let bonus = start == 0 ? Points.boundaryWhite : text.bonuses[start]
                if bonus > bestBonus { bestStart = start; bestBonus = bonus }
                if bonus >= Points.boundary { break }
            }
            start += 1
        }
        return bestStart >= 0 ? bestStart : nil
    }

    /// `^abc`: at the row's start, after its leading white space unless the
    /// pattern starts with white space too.
    private static func prefix(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                               _ text: FilterText) -> Int32? {
        let m = pattern.count
        guard m > 0 else { return 0 }
        let start = CharClass.of(pattern[0]) == .white ? 0 : text.leadingWhite
        guard text.count - start >= m else { return nil }
        for k in 0..<m where chars[start + k] != pattern[k] { return nil }
        return run(pattern, chars, text, from: start)
    }

    /// `abc$`: at the row's end, before its trailing white space unless the
    /// pattern ends with white space too.
    private static func suffix(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                               _ text: FilterText) -> Int32? {
        let m = pattern.count
        guard m > 0 else { return 0 }
        let end = text.count - (CharClass.of(pattern[m - 1]) == .white ? 0 : text.trailingWhite)
        guard end - m >= 0 else { return nil }
        for k in 0..<m where chars[end - m + k] != pattern[k] { return nil }
        return run(pattern, chars, text, from: end - m)
    }

    /// `^abc$`: the whole row but white space at its ends; every character
    /// counted as a word start after white space.
    private static func equal(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                              _ text: FilterText) -> Int32? {
        let m = pattern.count
        guard m > 0 else { return nil }
        let start = CharClass.of(pattern[0]) == .white ? 0 : text.leadingWhite
        let end = text.count - (CharClass.of(pattern[m - 1]) == .white ? 0 : text.trailingWhite)
        guard end - start == m else { return nil }
        for k in 0..<m where chars[start + k] != pattern[k] { return nil }
        let white = Int32(Points.boundaryWhite)
        return (Int32(Points.match) + white) * Int32(m) + Int32(Points.firstCharMultiplier - 1) * white
    }

    /// The points of the pattern matched as one run from `start`: fzf's
    /// sum for exact, prefix and suffix matches.
    private static func run(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                            _ text: FilterText, from start: Int) -> Int32 {
        span(pattern, chars, text, from: start, to: start + pattern.count)
    }

    /// fzf's sum over `start..<end`: each pattern character matched in
    /// order earns a match and its bonus (a run keeping its first bonus),
    /// each other character costs a gap.
    private static func span(_ pattern: UnsafeBufferPointer<UInt32>, _ chars: UnsafeMutablePointer<UInt32>,
                             _ text: FilterText, from start: Int, to end: Int) -> Int32 {
        var score: Int32 = 0, runLength = 0, runBonus: Int16 = 0, k = 0, inGap = false
        var previous = start > 0 ? text.classes[start - 1] : CharClass.white
        for j in start..<end {
            let current = text.classes[j]
            if k < pattern.count, chars[j] == pattern[k] {
                var bonus = Points.bonus(after: previous, at: current)
                score += Int32(Points.match)
                if runLength == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= Points.boundary && bonus > runBonus { runBonus = bonus }
                    bonus = max(max(bonus, runBonus), Points.consecutive)
                }
                score += Int32(k == 0 ? bonus * Points.firstCharMultiplier : bonus)
                runLength += 1
                inGap = false
                k += 1
            } else {
                score += Int32(inGap ? Points.gapExtension : Points.gapStart)
                inGap = true
                runLength = 0
                runBonus = 0
            }
            previous = current
        }
        return score
    }
}
