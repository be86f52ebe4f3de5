import ReelCore
import ReelKit
import ReelSystem
import ReelTerminal

/// `--batch`: no terminal; the commands run once, `--filter` lists.
extension ReelCommand {
    /// `--batch --filter`: every row of the focused wheel that the query
    /// matches, best first, one a line, as `fzf --filter` prints them;
    /// exit 1 when none does (as fzf and grep).
    static func printFiltered(_ picker: Picker, _ plan: RunPlan) throws(ReelError) -> Int32 {
        let state = picker.state
        guard let wheel = state.focusedWheel else { return ExitStatus.cancelled }
        let rows = state.shownWheels.wheels[wheel].rows
        // Two threads: the rows scanned in two halves, the rows found gathered two runs at a time.
        let workers = TwoThreads()
        let result = FilterResult.scan(FilterQuery(plan.start.text ?? "", literal: plan.start.literal),
                                       in: rows, workers: workers)
        let end: UInt8 = plan.output.nulTerminated ? 0 : 0x0A
        var failure: Int32?
        let written = FilterListing.write(result, of: rows, sort: plan.sorts, end: end,
                                          indices: plan.output.format == .indices, workers: workers) {
            if StandardStreams.write($0, to: 1) { return true }
            failure = errno
            return false
        }
        // `| head -1` took what it wanted: 141 and no word, as `fzf --filter`.
        StandardStreams.dieIfReaderWentAway(failure)
        if !written { throw .outputClosed }
        return result.rows.isEmpty ? ExitStatus.cancelled : ExitStatus.accepted
    }

    /// `--batch`: each `!CMD` wheel's command runs once, left to right,
    /// with the values chosen so far; a failure is an error, as a missing
    /// file is.
    static func loadCommandsOnce(_ picker: inout Picker, _ plan: PickerPlan) throws(ReelError) {
        do { try picker.loadRowsCommands() } catch {
            let spec = error.component.flatMap { commandSpec(ofWheel: $0, field: error.field, plan) }
            throw .commandFailed(spec: spec ?? "--batch", reason: error.message)
        }
    }

    /// The `!CMD` the person wrote for `wheel` (in a form, of `field`).
    private static func commandSpec(ofWheel wheel: Int, field: Int?, _ plan: PickerPlan) -> String? {
        let components = plan.fields[field ?? 0].components
        return components.indices.contains(wheel) ? components[wheel].written : nil
    }
}
