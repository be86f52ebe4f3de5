import ReelText
import ReelModel

/// The accessible mode: the picker as plain questions, one wheel (or one
/// preset, or a form's text or switch: `EntryQuestion`) at a time,
/// answered a line at a time. A second view of the same
/// `PickerState` as the drawn picker's: what a question says is read off
/// the state as it is when it is asked (a city's rows after its country's
/// answer), and an answer becomes the `Action`s keys would have produced
/// (`choose`, `check`, `accept`), which the session applies through
/// `PickerState.apply` as the drawn session applies keys. So what is
/// printed, the commands run and the exit codes cannot differ.
///
/// The order: the title and message once (`opening`), then each question
/// in the order drawn (in a form field by field), a wheel whose command
/// names another asked after it; then, when there was more than one
/// question, the answers read back and `Done? [Y/n]`. An empty answer
/// keeps the value in brackets; `?` says how to answer and the time left.
///
/// Its functions are compiled for size (`@_optimize(size)`): a question a
/// line at a time waits on a person, never on them, and the model's target
/// is otherwise compiled for speed (the filter); this kept the release
/// binary under its 8.6 MiB budget.
package struct Interview: Sendable {
    /// Rows a list may have and still be read out whole, numbered: about
    /// what a person keeps in mind from one hearing. Longer lists, and
    /// lists still loading, are searched by text instead.
    package static let listLimit = 20

    package enum Step: Equatable, Sendable {
        case asking(Int)
        /// A search of question `Int`'s long list read out these matches.
        case choosing(Int, matches: [Int])
        /// The answers read back: accept them, or answer again.
        case confirming
        /// Accepting; `attempts` the accepts the picker refused so far (a
        /// wheel left empty, a selection that springs back); `button` the
        /// `--button` answered instead of Done, if any.
        case accepting(attempts: Int, button: Int? = nil)
    }

    package private(set) var questions: [Question]
    package private(set) var step = Step.asking(0)
    /// The step whose list was read out last: asked again after a wrong
    /// answer, a question is not read out whole again.
    private var readOut: Step?
    /// The `--preview` pane's lines as last said.
    private var previewSaid: [String] = []

    /// The `--button`s' texts: the last question offers them beside Done.
    private var buttons: [String] = []
    /// An alert's one question: which button.
    private var alert: AlertQuestion?

    package init(_ state: PickerState) {
        questions = Self.order(Self.questions(state), state: state)
        buttons = state.chrome.buttons.map(\.title)
        if state.isAlert { alert = AlertQuestion(state) }
    }

    /// Whether the answers are read back before accepting: with more than
    /// one question, or when buttons other than Done may be answered.
    private var confirms: Bool { questions.count > 1 || !buttons.isEmpty }

    // MARK: - The questions

    /// Each field's (or the picker's) questions in the order drawn: the
    /// wheels of a preset as one, named by the field or the preset.
    @_optimize(size) private static func questions(_ state: PickerState) -> [Question] {
        var all: [Question] = []
        for (field, whole) in state.form.fields.enumerated() {
            let fieldName: String? = whole.name.isEmpty ? nil : whole.name
            let picker = whole.wheels ?? .none
            var own: [Question] = []
            if whole.entry != nil {
                own.append(Question(kind: .entry, name: "", wheels: [], field: field))
            }
            var typedDone: Set<Int> = []
            for wheel in picker.wheelOrder {
                if let t = picker.presets.firstIndex(where: { $0.wheels.contains(wheel) }) {
                    guard typedDone.insert(t).inserted else { continue }
                    let typed = picker.presets[t]
                    own.append(Question(kind: .typed(t), name: typed.answer.name, wheels: Array(typed.wheels), field: field))
                } else {
                    own.append(Question(kind: .wheel(wheel), name: "", wheels: [wheel], field: field))
                }
            }
            for (k, question) in own.enumerated() {
                var question = question
                let label: String? = if case .wheel(let i) = question.kind { picker.wheels[i].label } else { nil }
                if let fieldName {
                    // A field of several wheels: its name and each one's label or place.
                    question.name = own.count == 1 ? fieldName : fieldName + " " + (label ?? String(k + 1))
                } else if case .wheel(let i) = question.kind {
                    question.name = label ?? (picker.wheels.count == 1 ? "Choose" : "Component \(i + 1)")
                }
                question.name = SafeText.line(question.name)
                all.append(question)
            }
        }
        return all
    }

    /// A question whose wheel's command names another question's wheels
    /// or text (`!CMD {1}`, `{Country}`, `{Dir}`) comes after it; otherwise
    /// the order stays.
    @_optimize(size) private static func order(_ questions: [Question], state: PickerState) -> [Question] {
        let counts = state.form.fields.map(\.valueCount)
        let needs = questions.map { question in
            Set(question.wheels.flatMap { named(byCommandOf: $0, field: question.field, state: state, counts: counts) })
                .subtracting(question.refs)
        }
        var placed: Set<WheelRef> = []
        var left = Array(questions.indices)
        var order: [Question] = []
        while !left.isEmpty {
            let ready = left.first { i in needs[i].allSatisfy { wheel in
                placed.contains(wheel) || !questions.contains { $0.refs.contains(wheel) }
            } } ?? left[0]
            left.removeAll { $0 == ready }
            placed.formUnion(questions[ready].refs)
            order.append(questions[ready])
        }
        return order
    }

    /// The wheels a command feeding `wheel` of `field` names.
    @_optimize(size) private static func named(byCommandOf wheel: Int, field: Int, state: PickerState, counts: [Int]) -> Set<WheelRef> {
        guard let feed = state.wheels(ofField: field).commands.feeds.first(where: { $0.wheel == wheel }) else { return [] }
        return feed.reads.refs(field: field, counts: counts)
    }

    // MARK: - Saying

    /// Said once, before the first question: the title, the message, and
    /// how `--timeout` ends the picker.
    @_optimize(size) package func opening(_ state: PickerState) -> [String] {
        var lines = alert?.opening(state) ?? [state.chrome.title, state.chrome.message].compactMap { $0 }.map { SafeText.line($0) }
        if let idle = state.idle {
            let end = idle.accepts ? "takes the answers shown" : "gives up"
            lines.append("reel \(end) after \(Self.seconds(idle.seconds)) without an answer (? says how long is left)")
        }
        return lines
    }

    /// `30 seconds`, `1.5 seconds`: whole when whole, else to a tenth.
    /// Said as the picker ends, when how it ended is not plain from what
    /// the person did: `--timeout` ran out.
    @_optimize(size) package static func closing(_ ending: Ending, state: PickerState) -> [String] {
        guard case .timedOut(let accepted) = ending, let idle = state.idle else { return [] }
        return ["no answer for \(seconds(idle.seconds)): " + (accepted ? "the answers shown are taken" : "reel gave up")]
    }

    @_optimize(size) private static func seconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let number = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        return number + (number == "1" ? " second" : " seconds")
    }

    /// Whether the question to ask next waits for rows a command is making
    /// (a city's after its country's answer), or at the end for any, and
    /// for the preview pane: asked before they come, it would ask about
    /// rows that are about to change.
    /// How long a question about a wheel whose rows are still streaming in
    /// waits for them, from the opening, before it says how many came so
    /// far: rows piped from a quick command (`seq 5 | reel --accessible`)
    /// arrive milliseconds after the first turn, which said "rows still
    /// loading, 0 so far" of a list of five. A stream still open after it
    /// (a slow or endless command) is asked about as it stands.
    package static let streamGrace = 0.5

    /// When the question about to be asked may be asked: nil at once; else
    /// the time to look again, while rows still stream into its wheel
    /// within `streamGrace` of `opened` (its end asks at once).
    @_optimize(size) package func waitsForStream(_ state: PickerState, opened: Double, at now: Double) -> Double? {
        guard case .asking(let q) = step, questions.indices.contains(q), now < opened + Self.streamGrace,
              case .wheel(let i) = questions[q].kind,
              WheelQuestion(state.wheels(ofField: questions[q].field), wheel: i).loading else { return nil }
        return opened + Self.streamGrace
    }

    @_optimize(size) package func awaitsRows(_ state: PickerState) -> Bool {
        let asked: [Question]
        switch step {
        case .asking(let q), .choosing(let q, _): asked = questions.indices.contains(q) ? [questions[q]] : questions
        case .confirming, .accepting: asked = questions
        }
        return state.preview?.isLoading == true || asked.contains { question in
            question.wheels.contains { state.wheels(ofField: question.field).commands.isLoading(.wheel($0, field: question.field)) }
        }
    }

    /// The next turn, on the picker as it is now.
    @_optimize(size) package mutating func next(_ state: PickerState) -> Turn {
        var lines = previewLines(state)
        if let alert, case .asking = step { return .ask(Prompt(lines: lines, question: alert.prompt)) }
        switch step {
        case .asking(let q):
            guard questions.indices.contains(q) else {
                step = confirms ? .confirming : .accepting(attempts: 0)
                return prepend(lines, next(state))
            }
            let question = questions[q]
            let picker = state.wheels(ofField: question.field)
            if case .wheel(let i) = question.kind, picker.wheels[i].rows.count == 0, q > 0, !WheelQuestion(picker, wheel: i).loading {
                // Nothing to answer with (a command failed, a branch has no
                // children): say so and ask again what it follows.
                step = .asking(q - 1)
                lines.append(question.name + ": " + AnswerError.nothingToChoose(because: failure(i, picker)).message)
                return prepend(lines, next(state))
            }
            if readOut != step, case .wheel(let i) = question.kind { lines += WheelQuestion(picker, wheel: i).listLines }
            readOut = step
            let entry = EntryQuestion(state, field: question.field, name: question.name)
            return .ask(Prompt(lines: lines, question: prompt(question, state), isSecret: entry?.isSecret == true))
        case .choosing(let q, let matches):
            let question = questions[q]
            return .ask(Prompt(lines: lines, question: Self.prompt(question.name, accepts: "1–\(matches.count) of the matches, or other text",
                                                                   current: current(question, state))))
        case .confirming:
            if readOut != step { lines += questions.map { "\($0.name): " + (current($0, state) ?? "") } }
            readOut = step
            // `--button`s are answers too: `Done? [Y/n, Edit, Back]`.
            let offered = (["Y/n"] + buttons.map { SafeText.line($0) }).joined(separator: ", ")
            return .ask(Prompt(lines: lines, question: SafeText.line(state.chrome.doneTitle) + "? [" + offered + "]: "))
        case .accepting(let attempts, let button):
            if let q = questions.firstIndex(where: { question in
                question.wheels.contains { state.wheels(ofField: question.field).wheels[$0].rows.count == 0 }
            }) {
                step = .asking(q)
                let picker = state.wheels(ofField: questions[q].field)
                let wheel = questions[q].wheels.first { picker.wheels[$0].rows.count == 0 }!
                lines.append(questions[q].name + ": " + AnswerError.nothingToChoose(because: failure(wheel, picker)).message)
                return prepend(lines, next(state))
            }
            // The picker refused twice (a selection that keeps springing
            // back): the answers are asked again rather than forever.
            guard attempts < 2 else {
                step = .asking(0)
                return prepend(lines + ["these answers cannot be accepted: answer again"], next(state))
            }
            step = .accepting(attempts: attempts + 1, button: button)
            return .end(lines: lines, actions: [button.map { .press(.button($0)) } ?? .accept])
        }
    }

    @_optimize(size) private func prepend(_ lines: [String], _ turn: Turn) -> Turn {
        switch turn {
        case .ask(var prompt):
            prompt.lines = lines + prompt.lines
            return .ask(prompt)
        case .end(let more, let actions): return .end(lines: lines + more, actions: actions)
        }
    }

    /// The preview pane's output, when it changed since last said.
    @_optimize(size) private mutating func previewLines(_ state: PickerState) -> [String] {
        let now = state.preview?.lines ?? []
        guard now != previewSaid else { return [] }
        previewSaid = now
        return now.map { "  | " + SafeText.line($0) }
    }

    /// Why a wheel has no rows: its command's failure, if it has one.
    @_optimize(size) private func failure(_ wheel: Int, _ state: WheelField) -> String? {
        state.commands.feeds.first { $0.wheel == wheel }?.failure.map { SafeText.line($0) }
    }

    @_optimize(size) private func prompt(_ question: Question, _ state: PickerState) -> String {
        if let entry = EntryQuestion(state, field: question.field, name: question.name) { return entry.question }
        return Self.prompt(question.name, accepts: accepts(question, state), current: current(question, state))
    }

    /// `분 (1–20) [10]: `.
    @_optimize(size) private static func prompt(_ name: String, accepts: String, current: String?) -> String {
        name + " (" + accepts + ")" + (current.map { " [" + $0 + "]" } ?? "") + ": "
    }

    @_optimize(size) private func accepts(_ question: Question, _ state: PickerState) -> String {
        let state = state.wheels(ofField: question.field)
        return switch question.kind {
        case .wheel(let i): WheelQuestion(state, wheel: i).accepts
        case .typed(let t): state.presets[t].answer.accepts
        case .entry: ""
        }
    }

    /// The value a question has now, as it would be answered.
    @_optimize(size) private func current(_ question: Question, _ state: PickerState) -> String? {
        if let entry = EntryQuestion(state, field: question.field, name: question.name) { return entry.current }
        let state = state.wheels(ofField: question.field)
        switch question.kind {
        case .entry: return nil
        case .wheel(let i): return WheelQuestion(state, wheel: i).current
        case .typed(let t):
            let typed = state.presets[t]
            return SafeText.line(typed.answer.answer(values: typed.wheels.map { state.wheels[$0].currentValue }))
        }
    }

    // MARK: - Answers

    /// Reads an answer to the question last asked (`line` as typed, its
    /// line ending gone): what it does, or why it is not taken. `now`: for
    /// the time `?` says is left.
    @_optimize(size) package mutating func answer(_ line: String, state: PickerState, at now: Double) -> Result<Reply, AnswerError> {
        let text = Self.trimmed(line)
        if text == "?" {
            // Read out whole when asked again.
            readOut = nil
            return .success(Reply(actions: nil, lines: help(state, at: now)))
        }
        if let alert, case .asking = step {
            switch alert.read(text) {
            case .failure(let error): return .failure(error)
            case .success(let button):
                step = .accepting(attempts: 0)
                return .success(Reply(actions: [.press(button)]))
            }
        }
        switch step {
        case .asking(let q), .choosing(let q, _):
            guard questions.indices.contains(q) else { return .success(Reply(actions: [])) }
            let question = questions[q]
            // In a form, the answer's field is shown first: its actions are the field's.
            let shows: [Action] = [.focusField(question.field)]
            if let entry = EntryQuestion(state, field: question.field, name: question.name) {
                // Before the empty answer's keeping: a required text refuses it.
                switch entry.read(line, trimmed: text, shows: shows, at: now) {
                case .failure(let error): return .failure(error)
                case .success(let actions):
                    advance(from: q)
                    return .success(Reply(actions: actions))
                }
            }
            guard !text.isEmpty else {
                advance(from: q)
                return .success(Reply(actions: []))
            }
            let state = state.wheels(ofField: question.field)
            switch question.kind {
            case .entry: return .success(Reply(actions: []))
            case .typed(let t):
                let typed = state.presets[t]
                do {
                    let rows = try typed.answer.rows(for: text)
                    advance(from: q)
                    return .success(Reply(actions: shows + zip(typed.wheels, rows).map { Action.choose(wheel: $0, row: $1) }))
                } catch {
                    return .failure(error)
                }
            case .wheel(let i):
                let asked = WheelQuestion(state, wheel: i)
                let reading: Result<WheelQuestion.Reading, AnswerError>
                if case .choosing(_, let matches) = step { reading = asked.pick(text, among: matches) } else { reading = asked.read(text) }
                switch reading {
                case .failure(let error): return .failure(error)
                case .success(.rows(let rows)):
                    // Found by a search: said, since what was typed was not it.
                    let found = asked.shape == .search && rows.count == 1 && asked.wheel.rows.row(matching: text) != rows[0]
                    advance(from: q)
                    return .success(Reply(actions: shows + asked.actions(choosing: rows),
                                          lines: found ? [question.name + ": " + asked.text(ofRow: rows[0])] : []))
                case .success(.matches(let matches, let total)):
                    step = .choosing(q, matches: matches)
                    return .success(Reply(actions: [], lines: asked.matchLines(matches, total: total, query: text)))
                }
            }
        case .confirming:
            switch text.lowercased() {
            case "", "y", "yes":
                step = .accepting(attempts: 0)
                return .success(Reply(actions: []))
            case "n", "no":
                step = .asking(0)
                readOut = nil
                return .success(Reply(actions: []))
            default:
                if let button = buttons.firstIndex(where: { $0.lowercased() == text.lowercased() }) {
                    step = .accepting(attempts: 0, button: button)
                    return .success(Reply(actions: []))
                }
                return .failure(.yesOrNo(SafeText.line(text)))
            }
        case .accepting:
            return .success(Reply(actions: []))
        }
    }

    /// Past question `q`: the next, or the end (read back first when there
    /// was more than one question).
    @_optimize(size) private mutating func advance(from q: Int) {
        if q + 1 < questions.count {
            step = .asking(q + 1)
        } else {
            step = confirms ? .confirming : .accepting(attempts: 0)
        }
    }

    /// Without spaces at either end, nor a carriage return a raw terminal
    /// (or a paste) left.
    @_optimize(size) private static func trimmed(_ line: String) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        return String(line.drop(while: blank).reversed().drop(while: blank).reversed())
    }

    /// `?`: how to answer the question asked, what Enter does, how to leave,
    /// and the time left before `--timeout` ends the picker.
    @_optimize(size) private func help(_ state: PickerState, at now: Double) -> [String] {
        var lines: [String] = []
        switch step {
        case .asking where alert != nil:
            if let help = alert?.help { lines.append(help) }
        case .asking(let q) where questions.indices.contains(q):
            let question = questions[q]
            if let entry = EntryQuestion(state, field: question.field, name: question.name) {
                lines += entry.help
                break
            }
            let state = state.wheels(ofField: question.field)
            switch question.kind {
            case .entry: break
            case .typed(let t):
                let answer = state.presets[t].answer
                lines.append("Type it as \(answer.accepts), e.g. \(answer.example).")
            case .wheel(let i):
                let asked = WheelQuestion(state, wheel: i)
                switch asked.shape {
                case .range(let low, let high, _):
                    lines.append(asked.isMulti ? "Type one or more values from \(low) to \(high), spaces between them."
                                               : "Type a value from \(low) to \(high).")
                case .list:
                    lines.append(asked.isMulti ? "Type one or more numbers from the list, spaces between them, or a row's text."
                                               : "Type a number from the list, or a row's text.")
                case .search:
                    lines.append("Type part of a row's text: the rows that contain it are listed, numbered, to choose from.")
                }
            }
            lines.append("Enter keeps the value in brackets.")
        case .choosing(let q, _):
            let multi = if case .wheel(let i) = questions[q].kind {
                WheelQuestion(state.wheels(ofField: questions[q].field), wheel: i).isMulti
            } else { false }
            lines.append(multi ? "Type one or more numbers of the matches, or other text to search again."
                               : "Type the number of a match, or other text to search again.")
            lines.append("Enter keeps the value in brackets.")
        case .confirming, .accepting, .asking:
            lines.append("Enter or y accepts these answers; n asks them again.")
        }
        lines.append("Ctrl-D cancels; Ctrl-C interrupts.")
        if let idle = state.idle {
            let left = max(0, idle.left(at: now)).rounded(.up)
            lines.append("\(Self.seconds(left)) left before reel " + (idle.accepts ? "takes the answers shown." : "gives up."))
        }
        return lines
    }
}
