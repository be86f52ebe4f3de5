import ReelModel
import ReelText

/// A preset asked as one question in the accessible mode: the answer is
/// read as its `--select` is, by building the preset on it, so the formats
/// it takes, its checks (`--min`/`--max`, the minute interval) and their
/// words are the preset's own, and the rows it lands on are those the
/// same `--select` would start on.
package struct PresetAnswer: TypedAnswer {
    let kind: any PresetKind
    /// What the command line asked of the preset; `select` is the answer's.
    let request: PresetRequest
    let now: LocalTime
    let names: LocaleWords
    let measure: DisplayWidth

    package init(_ preset: Preset, request: PresetRequest, now: LocalTime, names: LocaleWords, measure: DisplayWidth) {
        kind = preset.kind
        self.request = request
        self.now = now
        self.names = names
        self.measure = measure
    }

    package var name: String { kind.questionName }
    package var example: String { kind.answerExample }

    /// The format, then the bounds and the minute interval when the command
    /// line set them: `YYYY-MM-DD, from 2026-01-01 to 2026-12-31`.
    package var accepts: String {
        var words = kind.answerPattern
        let low = bound(request.minimum, clock: request.minimumClock), high = bound(request.maximum, clock: request.maximumClock)
        switch (low, high) {
        case (let low?, let high?): words += ", from \(low) to \(high)"
        case (let low?, nil): words += ", from \(low) on"
        case (nil, let high?): words += ", up to \(high)"
        case (nil, nil): break
        }
        if kind.accepts.contains(.minuteInterval), request.minuteInterval != 1 {
            words += ", minutes in steps of \(request.minuteInterval)"
        }
        return words
    }

    /// A bound as an answer writes it: the day, and its time when it has one.
    private func bound(_ day: CalendarDay?, clock: Int?) -> String? {
        guard let day, kind.accepts.contains(.dateBounds) else { return nil }
        return kind.boundText(day) + (clock.map { " " + pad($0 / 60, 2) + ":" + pad($0 % 60, 2) } ?? "")
    }

    package func answer(values: [[UInt8]]) -> String { kind.answerText(values: values) }

    package func rows(for text: String) throws(AnswerError) -> [Int] {
        var request = request
        request.select = text
        do {
            return try kind.build(request, now: now, names: names, measure: measure).wheels.map(\.selectedRow)
        } catch {
            switch error {
            case .select(_, _, let expected):
                // `--select`'s own format is said as the question writes it.
                let format = expected == kind.selectFormat ? "\(kind.answerPattern), e.g. \(kind.answerExample)" : expected
                throw .unfit(SafeText.line(text), expected: format)
            case .impossibleDate(_, let impossible):
                throw .impossible(SafeText.line(text), reason: impossible.reason)
            case .emptyDateRange(let minimum, let maximum):
                throw .unfit(SafeText.line(text), expected: "a date from \(minimum) to \(maximum)")
            }
        }
    }
}
