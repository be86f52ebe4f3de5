import ReelCore

/// Who hears of a settled change (`Effect.settled`), whichever loop runs
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

/// A loop that runs a picker to its end: drawn (`PickerSession`) or asked
/// as questions (`AccessibleSession`), the same state, effects and endings.
package protocol PickerLoop: AnyObject {
    var state: PickerState { get }
    var reports: SettledReports { get set }
    /// Until the picker ends or a signal ends it, the terminal given back
    /// as it was found either way.
    func loop() -> PickerSession.Exit
}

extension PickerLoop {
    /// Runs until the picker ends. A fatal signal or a hang-up ends the
    /// process here, once the terminal is given back, as if reel had never
    /// caught it.
    package func run() -> Ending {
        switch loop() {
        case .ended(let ending): return ending
        case .died(let signo):
            reports.sayLoss()
            SignalPipe.raiseWithDefaultAction(signo)
        }
    }
}
