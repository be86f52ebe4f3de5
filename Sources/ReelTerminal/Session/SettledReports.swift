import ReelCore

/// Who hears of a settled change (`Effect.settled`), whichever view shows
/// the picker: the library's callback, and `--live`'s line queued for
/// stdout, written as its reader makes room (`OutputQueue`).
package struct SettledReports {
    package var onSettle: ((PickerState) -> Void)?
    /// The line a settled change writes on stdout, through `output`.
    package var report: ((PickerState) -> [UInt8])?
    package var output: OutputQueue?

    package init(onSettle: ((PickerState) -> Void)? = nil, report: ((PickerState) -> [UInt8])? = nil,
                 output: OutputQueue? = nil) {
        self.onSettle = onSettle
        self.report = report
        self.output = output
    }

    func settled(_ state: PickerState) {
        onSettle?(state)
        if let report, let output {
            output.enqueue(report(state))
            output.write()
        }
    }

    /// Before dying of a signal: what stdout could not be given is said on
    /// stderr, after a last try that does not wait.
    func sayLoss() {
        guard let output else { return }
        output.write()
        if let loss = output.loss { StandardStreams.report(loss) }
    }
}
