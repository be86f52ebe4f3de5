import ReelCore
import ReelSystem
import ReelTerminal

/// A wheel picker for Swift command-line programs: `UIPickerView` as a
/// value. Build it from components (arrays, ranges) or from a data source
/// and delegate, move it with `selectRow(_:inComponent:)`, and `run()` it
/// on the terminal to get the person's choice back as a `PickerResult`.
///
///     var picker = Picker(components: [.init(1...20, label: "분", selectedRow: 9)], title: "휴식하기")
///     if case .selected(let choice) = try picker.run() { print(choice.titles[0]) }
///
/// A thin layer over the model: the picker is a `PickerState` (what the
/// `reel` command runs), the data source reaches it through a `RowSource`
/// adapter and the delegate through a `WheelDependency`.
public struct Picker: Sendable {
    /// The model underneath: wheels, focus, buttons. Read it to render or
    /// to format the choice as `reel` does.
    package internal(set) var state: PickerState
    /// Theme, row height, border, fullscreen.
    public var appearance: Appearance
    /// Mouse reporting and an idle timeout for `run()`.
    public var options = PickerOptions()
    /// Why the last run's accepting timeout was refused (the verdict's
    /// reason, which `reel` says on stderr); nil when it was not.
    package private(set) var timeoutRefusal: Verdict.Refusal?
    /// Colours: `.auto` follows the terminal and `NO_COLOR`.
    public var color = ColorChoice.auto
    /// Draw East Asian ambiguous-width characters two columns wide, for
    /// terminals set up so (CJK locales).
    public var ambiguousIsWide: Bool {
        get { measure.ambiguousIsWide }
        set { measure = DisplayWidth(ambiguousIsWide: newValue) }
    }

    /// How wide ambiguous-width characters are drawn.
    package var measure = DisplayWidth() {
        // Reloads from the delegate measure rows the same way.
        didSet {
            // Rows arriving later (a command's) are measured as the wheel was.
            if measure != oldValue { state.edit(.measure(measure)) }
            guard let index = linkIndex, var link = state.shownWheels.dependencies.all[index] as? DataSourceLink else { return }
            link.measure = measure
            var dependencies = state.shownWheels.dependencies
            dependencies.all[index] = link
            state.edit(.dependencies(dependencies))
        }
    }

    /// A picker of `components` given whole, with an optional title above.
    public init(components: [PickerComponent], title: String? = nil, message: String? = nil) {
        state = PickerState(wheels: components.map(\.wheel), title: title, message: message)
        for (index, component) in components.enumerated() where component.allowsMultipleSelection {
            state.edit(.multiple(wheel: index, allowed: true, limit: component.maximumCheckedRows))
        }
        appearance = Appearance()
    }

    /// A picker reading its rows from `dataSource`; when the value is also
    /// a `PickerDelegate` it is the delegate too, and its `didSelectRow`
    /// runs on every change.
    public init(dataSource: some PickerDataSource, title: String? = nil, message: String? = nil) {
        let count = max(0, dataSource.numberOfComponents)
        state = PickerState(wheels: (0..<count).map { DataSourceRows.wheel(dataSource, component: $0) },
                            title: title, message: message)
        state.edit(.dependencies(Dependencies([DataSourceLink(source: dataSource, measure: DisplayWidth())])))
        appearance = Appearance()
        if let delegate = dataSource as? any PickerDelegate {
            // One band for all wheels: the tallest row wins.
            appearance.rowHeight = (0..<count).map { max(1, delegate.rowHeight(forComponent: $0)) }.max() ?? 1
        }
    }

    /// A picker over a model built elsewhere (a `reel` preset or `--tree`
    /// from `PickerFactory`, or a `PickerState` made by hand).
    package init(state: PickerState, appearance: Appearance = Appearance()) {
        self.state = state
        self.appearance = appearance
    }

    /// The data source as `didSelectRow` left it, or nil for a picker
    /// built from components. Setting it changes nothing on screen until
    /// `reloadComponent(_:)` or `reloadAllComponents()`, as in UIKit: the
    /// way to change the data from outside the delegate.
    public var dataSource: (any PickerDataSource)? {
        get { link?.source }
        set {
            var dependencies = state.shownWheels.dependencies
            dependencies.all.removeAll { $0 is DataSourceLink }
            if let newValue { dependencies.all.append(DataSourceLink(source: newValue, measure: measure)) }
            state.edit(.dependencies(dependencies))
        }
    }

    private var link: DataSourceLink? {
        state.shownWheels.dependencies.all.lazy.compactMap { $0 as? DataSourceLink }.first
    }

    /// Text above the wheels.
    public var title: String? {
        get { state.chrome.title }
        set { state.edit(.title(newValue)) }
    }

    /// A line under the title.
    public var message: String? {
        get { state.chrome.message }
        set { state.edit(.message(newValue)) }
    }

    /// The accept button's text ("Done").
    public var doneTitle: String {
        get { state.chrome.doneTitle }
        set { state.edit(.doneTitle(newValue)) }
    }

    /// The cancel button's text; nil (the default): no button, Esc cancels.
    /// Buttons between Cancel and Done (UIToolbar's items): each a title
    /// and optionally a key (`ctrl+e`) that presses it. Pressing one ends
    /// `run()` as Done does, with `pressedToolbarItem` set to its index.
    public var toolbarItems: [(title: String, key: String?)] {
        get { state.chrome.buttons.map { ($0.title, $0.keyName) } }
        set { state.edit(.buttons(newValue.map { ToolbarButton(title: $0.title, keyName: $0.key.flatMap(Key.init(named:))?.name) })) }
    }

    /// The index in `toolbarItems` of the item that ended the last `run()`;
    /// nil when Done (or a timeout) did.
    public var pressedToolbarItem: Int? { state.chrome.pressedButton }

    public var cancelTitle: String? {
        get { state.chrome.cancelTitle }
        set { state.edit(.cancelTitle(newValue)) }
    }

    /// A note of your own in the toolbar, after those reel writes itself
    /// (rows loading, the position in a long wheel, a command's error).
    public var status: String? {
        get { state.chrome.status }
        set { state.edit(.status(newValue)) }
    }

    /// Rows visible per wheel (odd numbers keep the band in the middle).
    public var visibleRows: Int {
        get { state.chrome.visibleRows }
        set { state.edit(.visibleRows(newValue)) }
    }

    /// Wheels side by side (`numberOfComponents`).
    public var numberOfComponents: Int { state.shownWheels.wheels.count }

    /// Rows in `component`, as last loaded (`numberOfRows(inComponent:)`).
    public func numberOfRows(inComponent component: Int) -> Int { state.shownWheels.wheels[component].sourceRows.count }

    /// The text shown for `row` of `component`.
    public func title(forRow row: Int, forComponent component: Int) -> String {
        state.shownWheels.wheels[component].sourceRows.title(at: row)
    }

    /// The selected row of `component` (`selectedRow(inComponent:)`).
    public func selectedRow(inComponent component: Int) -> Int { state.shownWheels.wheels[component].selectedSourceRow }

    /// The selected rows and their titles.
    public var selection: PickerSelection { Self.selection(of: state.shownWheels) }

    /// The selection of a picker's state, or of a form's field's.
    static func selection(of state: WheelField) -> PickerSelection {
        PickerSelection(rows: state.wheels.map(\.selectedSourceRow),
                        titles: state.wheels.map { $0.rows.count > 0 ? $0.rows.title(at: $0.selectedRow) : "" },
                        checkedRows: state.wheels.indices.map { checkedRows(inComponent: $0, of: state) })
    }

    // MARK: - Multiple selection (UITableView's words: UIPickerView has none)

    /// Lets `component` check several rows (space, ctrl+a), at most `limit`
    /// (`allowsMultipleSelection`); false makes it a plain wheel again.
    public mutating func setAllowsMultipleSelection(_ allows: Bool, inComponent component: Int, limit: Int? = nil) {
        state.edit(.multiple(wheel: component, allowed: allows, limit: limit))
    }

    public func allowsMultipleSelection(inComponent component: Int) -> Bool { state.shownWheels.checks.isMulti(component) }

    /// The component's answer, as `indexPathsForSelectedRows`: its checked
    /// rows in row order, or the selected row when none is checked (and on
    /// a component that does not allow multiple selection).
    public func checkedRows(inComponent component: Int) -> [Int] { Self.checkedRows(inComponent: component, of: state.shownWheels) }

    private static func checkedRows(inComponent component: Int, of state: WheelField) -> [Int] {
        let wheel = state.wheels[component]
        guard wheel.rows.count > 0 else { return [] }
        return state.checks.answer(component, band: wheel.selectedSourceRow)
    }

    /// Checks or unchecks `row` of a multi-select component (the limit holds).
    public mutating func setRow(_ row: Int, checked: Bool, inComponent component: Int) {
        state.edit(.check(row: row, wheel: component, checked: checked))
    }

    /// Selects `row` (clamped) in `component`, then lets the delegate's
    /// `didSelectRow` reload the others, as a person's spin would. Unlike
    /// UIKit, a programmatic selection calls `didSelectRow`: dependent
    /// components then never show rows that do not belong together.
    public mutating func selectRow(_ row: Int, inComponent component: Int) {
        // The data source's row: under a filter, where it is shown (a row
        // the query hides cannot be selected until the query changes).
        guard state.shownWheels.wheels.indices.contains(component),
              let shown = state.shownWheels.wheels[component].shownRow(ofSource: row) else { return }
        state.edit(.select(row: shown, wheel: component))
    }

    /// Reads `component` again from the data source (`reloadComponent(_:)`),
    /// keeping its row when it still exists. Without a data source the
    /// rows cannot change; the wheel is only measured again.
    public mutating func reloadComponent(_ component: Int) {
        guard let index = linkIndex, let link = state.shownWheels.dependencies.all[index] as? DataSourceLink else {
            var wheel = state.shownWheels.wheels[component]
            wheel.reload(wheel.rows, selecting: wheel.selectedRow, measure: measure)
            state.edit(.wheel(component, wheel))
            return
        }
        var wheels = state.shownWheels.wheels
        link.reload(component, in: &wheels)
        state.edit(.wheel(component, wheels[component]))
    }

    /// Reads every component again (`reloadAllComponents()`); with a data
    /// source, the number of components is read again too.
    public mutating func reloadAllComponents() {
        guard let index = linkIndex, let link = state.shownWheels.dependencies.all[index] as? DataSourceLink else {
            for component in state.shownWheels.wheels.indices { reloadComponent(component) }
            return
        }
        let count = max(0, link.source.numberOfComponents)
        if count != state.shownWheels.wheels.count {
            let rows = state.shownWheels.selectedRows
            state.edit(.wheels((0..<count).map {
                DataSourceRows.wheel(link.source, component: $0, selectedRow: $0 < rows.count ? rows[$0] : 0)
            }))
        } else {
            var wheels = state.shownWheels.wheels
            for component in wheels.indices { link.reload(component, in: &wheels) }
            state.edit(.wheels(wheels))
        }
    }

    private var linkIndex: Int? { state.shownWheels.dependencies.all.firstIndex { $0 is DataSourceLink } }

    /// The picker drawn at `size` with `appearance`, as `run()` would draw
    /// it: for tests and for embedding the frame elsewhere.
    public func render(size: TerminalSize) -> Frame {
        Renderer(appearance: appearance, measure: measure).render(state, size: size)
    }

    /// Shows the picker on `/dev/tty` (stdin and stdout stay the caller's)
    /// until the person accepts or cancels, and returns how it ended. With
    /// `options.accessible`, or an environment that asks for it as `reel`'s
    /// does (`REEL_ACCESSIBLE`, `ACCESSIBLE`, `TERM=dumb`), it asks
    /// questions instead of drawing. On
    /// `.selected` the picker keeps the new selection; otherwise it is left
    /// as it was. The terminal is restored on every way out; only a fatal
    /// signal or a hang-up ends the process, as for `reel`.
    public mutating func run() throws(PickerError) -> PickerResult {
        try checkComponents()
        return try runOnTerminal()
    }

    /// What `run()` and `run(keys:)` check before anything runs. A form's
    /// field may be a text field or a switch, which has no components: the
    /// form needs only a field. A component with no row and no command to
    /// bring one, in any field, could never be accepted (the verdict
    /// refuses it).
    func checkComponents() throws(PickerError) {
        let fields = state.form.fields
        guard fields.contains(where: { $0.entry != nil || $0.wheelCount > 0 }) else { throw .noComponents }
        for field in fields {
            guard let picker = field.wheels else { continue }
            if let empty = picker.wheels.indices.first(where: { picker.wheels[$0].rows.count == 0 && !picker.commands.feeds(wheel: $0) }) {
                throw .emptyComponent(empty)
            }
        }
    }

    /// `run()` past its checks of the components: the terminal opened and
    /// read (colours, background, the accessible mode's variables), then
    /// the picker run on it. An `Alert`, which has no component, starts here.
    mutating func runOnTerminal() throws(PickerError) -> PickerResult {
        let tty: TTY
        do { tty = try TTY() } catch { throw .noTerminal(reason: error.reason) }
        let environment = ProcessEnvironment.current
        let depth = ColorPolicy.depth(choice: color, environment: environment)
        let chosen = appearance
        // A terminal that cannot draw, or a person who asked for questions.
        let asked = options
        options.accessible = AccessiblePolicy.isOn(option: options.accessible, environment: environment)
        defer { options = asked }
        appearance.depth = depth
        // The band's text is judged against the background reel assumes
        // (`COLORFGBG`'s, else dark): the library does not ask the terminal.
        appearance.backdrop = BackdropQuery.assumed(environment: environment)
        if appearance.perspective != .flat {
            // Shades need 256 colours: pick them for this terminal.
            appearance.perspective = Perspective.choose(flat: false, depth: depth, theme: appearance.theme)
        }
        // What has no colour at all draws swatches without it; a locale
        // that may lack ✓ checks with `*`.
        appearance.colorless = appearance.colorless || depth == .none || !appearance.theme.hasColor
        appearance.plainMarks = appearance.plainMarks || appearance.colorless
            || MarkPolicy.plainMarks(environment: environment)
        // A grey band needs 256 colours too; with fewer it is reverse video
        // (or, on a theme's own background, the 16 colours' design).
        appearance.theme = appearance.theme.shown(at: depth)
        defer { appearance = chosen }
        return try run(on: tty, depth: depth)
    }

    /// Runs on a terminal already open, at a colour depth already chosen,
    /// with `appearance` as it is (or, with a `backdrop` query, the one it
    /// holds for the terminal's background), while `stream` may still add
    /// rows to the wheel `loading` names: what `run()` does after its
    /// checks, and what the `reel` command calls. `output` is stdout's
    /// queue, which `options.report` writes to; the caller writes the
    /// choice after it.
    /// `loadingField`: in a form, the field whose wheel that is. Rows that
    /// stream in and end with none throw `.emptyComponent`, as an empty
    /// component does before the picker runs.
    package mutating func run(on tty: TTY, depth: ColorDepth, backdrop: BackdropQuery? = nil, loading: Streaming? = nil,
                              loadingField: Int? = nil, stream: RowStream? = nil, output: OutputQueue? = nil,
                              record: KeyRecord? = nil) throws(PickerError) -> PickerResult {
        let (start, onSettle) = starting(loading: loading, loadingField: loadingField)
        // Asked as questions, the same state: the same answers, the same endings.
        let session = options.accessible
            ? Session.asked(state: start, tty: tty, stream: stream)
            : Session.drawn(state: start, renderer: Renderer(appearance: appearance, measure: measure), depth: depth,
                            tty: tty, mouse: options.mouse, stream: stream, backdrop: backdrop, record: record)
        return try ran(session, onSettle: onSettle, output: output, loading: loading)
    }

    /// Runs with `keys` instead of a person's, on no terminal, drawn on a
    /// screen of `size` kept in memory whose last frame goes to
    /// `lastFrame`: what `run(keys:)` and `reel`'s `REEL_KEYS` do past their
    /// checks. The accessible mode has no part here: keys are not lines.
    package mutating func run(keys: KeyScript, size: TerminalSize, loading: Streaming? = nil, loadingField: Int? = nil,
                              stream: RowStream? = nil, output: OutputQueue? = nil,
                              lastFrame: @escaping (Frame) -> Void) throws(PickerError) -> PickerResult {
        let (start, onSettle) = starting(loading: loading, loadingField: loadingField)
        let session = Session.keyed(state: start, keys: keys, renderer: Renderer(appearance: appearance, measure: measure),
                                    size: size, stream: stream, lastFrame: lastFrame)
        return try ran(session, onSettle: onSettle, output: output, loading: loading)
    }

    /// The state a run starts from, and what it tells of settled changes.
    private func starting(loading: Streaming?, loadingField: Int?) -> (PickerState, ((PickerState) -> Void)?) {
        var start = state
        // A secret may be typed: nothing of this process reaches a core file.
        if start.form.holdsSecret { System.forbidCoreDumps() }
        start.edit([.pressedButton(nil), .field(loadingField ?? start.form.shown, .streaming(loading))])
        if let timeout = options.timeout { start.edit(.timeout(IdleTimeout(seconds: timeout, accepts: options.acceptOnTimeout))) }
        if options.onSettledChange != nil || options.report != nil { start.edit(.reportsChanges) }
        guard let callback = options.onSettledChange else { return (start, nil) }
        let appearance = appearance
        return (start, { state in callback(Picker(state: state, appearance: appearance)) })
    }

    /// `session` run to its end, and what it ended as.
    private mutating func ran(_ session: Session, onSettle: ((PickerState) -> Void)?, output: OutputQueue?,
                              loading: Streaming?) throws(PickerError) -> PickerResult {
        session.reports = SettledReports(onSettle: onSettle, report: options.report, output: output)
        let ending = session.run()
        let end = session.state
        switch ending {
        case .accepted, .timedOut(accepted: true), .pressed:
            // A toolbar item accepts as Done does; `pressedToolbarItem` says which.
            state = end
            state.edit([.timeout(nil), .streaming(nil)])
            return .selected(selection)
        case .cancelled: return .cancelled
        case .interrupted: return .interrupted
        case .timedOut(accepted: false):
            if case .refuse(let refusal) = end.verdict { timeoutRefusal = refusal }
            return .timedOut
        case .emptyInput: throw .emptyComponent(loading?.wheel ?? 0)
        }
    }
}
