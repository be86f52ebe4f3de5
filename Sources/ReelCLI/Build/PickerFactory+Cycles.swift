import ReelCore

/// `!CMD` wheels that name each other wait for each other's rows for ever:
/// the picker showed `…` and Enter did nothing, `--batch` ran each once
/// with the other's value empty. Refused with the other argument errors,
/// before the terminal (or a popup) is touched, in every mode.
extension PickerFactory {
    /// One `!CMD` wheel as the cycle check sees it: how the message names
    /// it, and the parts of its command.
    private struct CommandNode {
        var name: String
        var parts: [Template.Part]
    }

    /// Throws `.commandCycle` naming the first cycle among the command
    /// wheels of a picker or a form.
    static func checkCommandCycles(_ configuration: Configuration) throws(ReelError) {
        // Each field's `!CMD` components (a picker is one field), and the
        // wheels each names as the running picker will read them (`NamedWheels`).
        let form = !configuration.fields.isEmpty
        let fields = form ? configuration.fields.indices.map { configuration.field($0) } : [configuration]
        let commands = fields.map { commandParts($0.components) }
        guard commands.contains(where: { $0.contains { $0 != nil } }) else { return }
        let table = form ? configuration.fields.indices.map { (configuration.fields[$0].name, commands[$0].count) } : []
        var nodes: [CommandNode?] = []
        var node: [WheelRef: Int] = [:]
        for (field, own) in commands.enumerated() {
            for (wheel, parts) in own.enumerated() {
                node[WheelRef(field: field, wheel: wheel)] = nodes.count
                let name = !form ? "component \(wheel + 1) '\(configuration.components[wheel].spec)'"
                    : own.count == 1 ? configuration.fields[field].name : "\(configuration.fields[field].name).\(wheel + 1)"
                nodes.append(parts.map { CommandNode(name: name, parts: $0) })
            }
        }
        let counts = commands.map(\.count)
        let names = commands.enumerated().flatMap { field, own in
            own.map { parts in
                NamedWheels(parts ?? [], field: field, fields: table).refs(field: field, counts: counts).compactMap { node[$0] }
            }
        }
        guard let cycle = CommandCycle.find(names) else { return }
        throw .commandCycle(cycle.compactMap { nodes[$0]?.name }, form: form)
    }

    /// The parts of each `!CMD` component's command; nil for other components.
    private static func commandParts(_ components: [ComponentRequest]) -> [[Template.Part]?] {
        components.map { request in
            guard case .command(let command)? = try? ComponentSpec.parse(request.bytes),
                  let template = try? Template(parsing: command) else { return nil }
            return template.parts
        }
    }
}
