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
        var nodes: [CommandNode?] = []
        var names: [[Int]] = []
        if configuration.fields.isEmpty {
            let commands = commandParts(configuration.components)
            nodes = commands.enumerated().map { index, parts in
                parts.map { CommandNode(name: "component \(index + 1) '\(configuration.components[index].spec)'", parts: $0) }
            }
            names = commands.indices.map { index in
                wheels(namedBy: commands[index] ?? [], own: 0..<commands.count, fields: [:])
            }
        } else {
            // Every field's wheels one after another, as the form lays them out.
            var ranges: [String: Range<Int>] = [:]
            var fieldCommands: [[[Template.Part]?]] = []
            for (index, field) in configuration.fields.enumerated() {
                let commands = commandParts(configuration.field(index).components)
                ranges[field.name] = nodes.count..<(nodes.count + commands.count)
                fieldCommands.append(commands)
                for (wheel, parts) in commands.enumerated() {
                    let name = commands.count == 1 ? field.name : "\(field.name).\(wheel + 1)"
                    nodes.append(parts.map { CommandNode(name: name, parts: $0) })
                }
            }
            for (index, field) in configuration.fields.enumerated() {
                let own = ranges[field.name] ?? 0..<0
                for parts in fieldCommands[index] {
                    names.append(wheels(namedBy: parts ?? [], own: own, fields: ranges))
                }
            }
        }
        guard nodes.contains(where: { $0 != nil }), let cycle = CommandCycle.find(names) else { return }
        throw .commandCycle(cycle.compactMap { nodes[$0]?.name }, form: !configuration.fields.isEmpty)
    }

    /// The parts of each `!CMD` component's command; nil for other components.
    private static func commandParts(_ components: [ComponentRequest]) -> [[Template.Part]?] {
        components.map { request in
            guard case .command(let command)? = try? ComponentSpec.parse(request.bytes),
                  let template = try? Template(parsing: command) else { return nil }
            return template.parts
        }
    }

    /// The wheels `parts` name: `{N}` and `{N.row}` among `own` (a field's
    /// or the picker's wheels), `{}` all of them, `{Field}` and
    /// `{Field.…}` a field's (all of them: a field's value is theirs
    /// together, and a preset field has no command to wait for).
    private static func wheels(namedBy parts: [Template.Part], own: Range<Int>, fields: [String: Range<Int>]) -> [Int] {
        var named: [Int] = []
        for part in parts {
            switch part {
            case .value(let n), .row(let n):
                if own.count >= n { named.append(own.lowerBound + n - 1) }
            case .all: named += own
            case .field(let name):
                let field = String(name.prefix { $0 != "." })
                let rest = name.dropFirst(field.count + 1).prefix { $0 != "." }
                guard let range = fields[field] else { continue }
                if let n = Int(rest), n >= 1, n <= range.count { named.append(range.lowerBound + n - 1) } else { named += range }
            case .text: break
            }
        }
        return named
    }
}
