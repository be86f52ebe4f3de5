import ReelCore

/// `!CMD` wheels that name each other wait for each other's rows for ever:
/// the picker showed `…` and Enter did nothing, `--batch` ran each once
/// with the other's value empty. Refused with the other argument errors,
/// before the terminal (or a popup) is touched, in every mode.
extension PickerPlan {
    /// Throws `.commandCycle` naming the first cycle among the command
    /// wheels of a picker or a form.
    static func checkCommandCycles(_ plan: PickerPlan) throws(ReelError) {
        // Each field's components (a picker is one field) with the wheels
        // each command reads, numbered one after another.
        let reads = plan.commandReads
        guard reads.contains(where: { $0.contains { $0 != nil } }) else { return }
        var node: [WheelRef: Int] = [:]
        var names: [String?] = []
        for (field, own) in reads.enumerated() {
            for (wheel, read) in own.enumerated() {
                node[WheelRef(field: field, wheel: wheel)] = names.count
                let name = plan.fields[field].name.map { own.count == 1 ? $0 : "\($0).\(wheel + 1)" }
                    ?? "component \(wheel + 1) '\(plan.fields[field].components[wheel].written)'"
                names.append(read == nil ? nil : name)
            }
        }
        let named = reads.flatMap { own in own.map { ($0 ?? []).compactMap { node[$0] } } }
        guard let cycle = CommandCycle.find(named) else { return }
        throw .commandCycle(cycle.compactMap { names[$0] }, form: plan.isForm)
    }
}
