import ReelCore
import ReelKit
import ReelSystem
import ReelTerminal

/// The picker built from the plan with the real stdin, files and clock.
/// Stdin, or a file that is not a regular one, may stream: what it has
/// ready is read here (no waiting: the picker takes the terminal and draws
/// `loading…` until rows come) and the rest while the picker runs, by the
/// stream, which appends to the first rows in place
/// (`LineRows.growingInPlace`).
extension ReelCommand {
    /// A picker built, with what still streams into it.
    struct Loaded {
        var picker: Picker
        /// The wheel whose rows stream (in a form, of `field`) and its SPEC.
        var streamed: (field: Int?, wheel: Int, spec: String)?
        var loading: Streaming?
        var stream: RowStream?
        /// How long `--select-1` or `--exit-0` read the rows until they
        /// decided (`StartCount`), `--timeout` counting, and whether the
        /// timeout passed first.
        var waited = (seconds: 0.0, timedOut: false)
    }

    static func load(_ plan: RunPlan) throws(ReelError) -> Loaded {
        var inputs = PickerFactory.systemInputs(locale: plan.locale)
        let streaming = PickerFactory.streamingWheel(plan)
        let first = try streaming.map { wheel throws(ReelError) in try firstRows(of: wheel, plan) }
        if let streaming, let first {
            let rows = first.rows
            if let path = streaming.path {
                // The first wheel naming the file gets the stream; another
                // naming it too reads it as usual.
                let readFile = inputs.readFile
                var given = false
                inputs.readFile = { wanted, maxRows throws(LineRows.ReadError) in
                    if wanted == path, !given { given = true; return rows }
                    return try readFile(wanted, maxRows)
                }
            } else {
                inputs.readStandardInput = { _ in rows }
            }
            // Rows still to come: the wheel may start empty.
            if first.stream != nil { (inputs.streamingWheel, inputs.streamingField) = (streaming.wheel, streaming.field) }
        }
        var loaded = Loaded(picker: try PickerFactory.makePicker(plan, inputs: inputs))
        if let streaming, let first {
            loaded.streamed = (streaming.field, streaming.wheel, first.spec)
            // In a form, the wheel of its field (`Picker.run(on:loadingField:)`).
            loaded.loading = Streaming(wheel: streaming.wheel, finished: first.stream == nil, cut: first.rows.wasCut,
                                       measured: first.rows.count)
            loaded.loading?.linesCut = first.rows.linesCut > 0
            (loaded.stream, loaded.waited) = (first.stream, first.waited)
        }
        if plan.batch { try loadCommandsOnce(&loaded.picker, plan.picker) }
        return loaded
    }

    /// The rows a streaming wheel has at the start, the stream that brings
    /// the rest (nil: they are all here), and what `--select-1` or
    /// `--exit-0` waited for them.
    private static func firstRows(of streaming: (field: Int?, wheel: Int, path: String?), _ plan: RunPlan)
        throws(ReelError) -> (rows: LineRows, stream: RowStream?, waited: (seconds: Double, timedOut: Bool), spec: String) {
        let field = plan.picker.fields[streaming.field ?? 0]
        let component = field.components.indices.contains(streaming.wheel) ? field.components[streaming.wheel] : field.standardInput
        // Told before the first rows are read: the stream's rows are
        // measured as the wheel draws them (`--ansi`), once.
        let options = component.options
        var (rows, finished): (LineRows, Bool)
        let fd: Int32
        do {
            fd = try streaming.path.map { path throws(LineRows.ReadError) in try LineRows.openForStreaming(path: path) } ?? 0
            (rows, finished) = try RowStream.firstRows(fd: fd, maxRows: plan.maxRows, colorCodes: options.colorCodes ?? .escaped)
        } catch {
            throw .unreadable(spec: component.written, path: streaming.path ?? "stdin", reason: error.reason)
        }
        // The stream's own rows skip the header too, so that each
        // snapshot the wheel gets is counted without it, once.
        rows.keepHeader(lines: options.headerLines ?? 0)
        var stream = finished ? nil : RowStream(fd: fd, wheel: streaming.wheel, rows: rows, maxRows: plan.maxRows)
        var waited = (seconds: 0.0, timedOut: false)
        if let waiting = stream, plan.start.selectOne || plan.start.exitZero {
            // Nothing is drawn until the rows decide; the timeout counts.
            let started = System.monotonicSeconds()
            var count = StartCount(plan.start)
            let read = waiting.rows(after: rows, until: { count.take($0); return count.decides },
                                    deadline: plan.timeout.map { started + $0 })
            rows = read.rows
            if waiting.isFinished { stream = nil }
            waited = (System.monotonicSeconds() - started, read.timedOut)
        }
        return (rows, stream, waited, component.written)
    }
}
