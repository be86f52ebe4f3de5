import ReelText

/// Whether the picker may end now, and with what: the one answer every
/// way of ending asks (Enter, Done, a `--button`, a click, a `--timeout`
/// under `--on-timeout accept`, a held accept when what it waited for
/// lands, `--batch`, `--select-1`, the accessible mode's last question,
/// the library's `run()`), so that they cannot disagree.
package enum Verdict: Equatable, Sendable {
    /// The answer is there: print it.
    case finish
    /// Not yet: rows are coming or being ranked for the answer. Asked
    /// again when the state changes.
    case hold(Wait)
    /// Not this way: a field has no answer to give, and waiting will not
    /// give it one. A person is shown the field and the reason; with no
    /// person (`--batch`, a timeout) it is an error.
    case refuse(Refusal)

    /// What an accept held waits for, in which field (0 in a picker of one).
    package struct Wait: Equatable, Sendable {
        package enum Reason: Equatable, Sendable {
            /// A command is loading the rows of a selection that changed.
            case rowsLoading
            /// A filter is still testing or ranking the rows read so far.
            case ranking
            /// A wheel has no row yet, or its filter's query waits for
            /// the whole input, and rows are still coming.
            case rowsComing
        }
        package var field: Int
        package var reason: Reason
    }

    /// Why a field cannot give an answer.
    package struct Refusal: Equatable, Sendable {
        package enum Reason: Equatable, Sendable {
            /// `--required` text left empty (or only spaces).
            case required
            /// A wheel with no row to print, and none coming.
            case noRow
        }
        package var field: Int
        /// The field's name, empty in a picker of one unnamed field.
        package var name: String
        package var reason: Reason

        /// The toolbar's and stderr's words: `Name is required`.
        package var message: String {
            let name = SafeText.line(name)
            switch reason {
            case .required: return "\(name.isEmpty ? "the text" : name) is required"
            case .noRow: return name.isEmpty ? "no row to choose" : "\(name) has no row to choose"
            }
        }
    }
}

extension PickerState {
    /// The verdict on the whole state, every field shown or not. A field
    /// with no answer refuses first (waiting would not give it one); then
    /// what is loading or ranking holds; else the picker may finish.
    package var verdict: Verdict {
        var wait: Verdict.Wait?
        for (index, field) in form.fields.enumerated() {
            if field.entry?.isMissing == true {
                return .refuse(Verdict.Refusal(field: index, name: field.name, reason: .required))
            }
            guard let wheels = field.wheels else { continue }
            switch wheels.waitOrRefusal(heldUntilInputEnds: heldAccept.untilInputEnds, at: clock) {
            case .none: continue
            case .some(.hold(let reason)): wait = wait ?? Verdict.Wait(field: index, reason: reason)
            case .some(.refuse): return .refuse(Verdict.Refusal(field: index, name: field.name, reason: .noRow))
            }
        }
        return wait.map(Verdict.hold) ?? .finish
    }

    /// Whether the input streaming in has given no row yet (in any field).
    var noRowStreamedYet: Bool {
        form.fields.contains { field in
            guard let field = field.wheels, let streaming = field.streaming, streaming.isStreaming,
                  field.wheels.indices.contains(streaming.wheel) else { return false }
            return field.wheels[streaming.wheel].sourceRows.count == 0
        }
    }
}

extension WheelField {
    enum FieldVerdict { case hold(Verdict.Wait.Reason), refuse }

    /// A field of wheels' part of the verdict: nil when it has its answer.
    func waitOrRefusal(heldUntilInputEnds: Bool, at clock: Double) -> FieldVerdict? {
        if commands.isLoadingRows(at: clock) { return .hold(.rowsLoading) }
        if filters.isPending { return .hold(.ranking) }
        if let empty = wheels.firstIndex(where: { $0.rows.count == 0 }) {
            return rowsComing.contains(empty) ? .hold(.rowsComing) : .refuse
        }
        // An accept made before any row came, with a query typed: the
        // ranking of the whole input decides, as `--batch --filter`'s.
        if heldUntilInputEnds, let streaming, streaming.isStreaming,
           filters.filter(ofWheel: streaming.wheel)?.query.isEmpty == false { return .hold(.rowsComing) }
        return nil
    }
}
