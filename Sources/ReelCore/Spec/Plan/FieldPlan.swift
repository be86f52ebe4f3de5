import ReelModel
import ReelText

/// What one picker asks of its wheels, or one field of a form: where they
/// come from and the options they take.
package struct FieldPlan: Equatable, Sendable {
    /// Where the wheels come from: a wheel per `--component`, a preset's,
    /// or a tree's levels.
    package enum Wheels: Equatable, Sendable {
        case components([ComponentPlan])
        /// `--preset NAME` with what was asked of it (`--select`, `--min`…).
        case preset(Preset, PresetRequest)
        /// `--tree FILE` (nil: `--tree -`, stdin), and the value `--select
        /// a,b` gives each level (an empty one: its first row).
        case tree(path: String?, select: [[UInt8]] = [])
        /// No wheels: a text or a switch (`--text`, `--secret`, `--switch`).
        case entry(EntryPlan)
    }

    /// `--field NAME`; nil: a picker that is no form.
    package var name: String?
    package var wheels: Wheels
    /// The component options given before the first `--component`: every
    /// wheel's, a preset's and a tree's included (`--label a,b` names them).
    package var defaults: ComponentOptions
    /// `--separator`; empty: none given (a preset's own, then).
    package var separator: String
    /// `--label a,,b` given once for a preset's or a tree's wheels, an item
    /// a wheel (an empty one keeps the wheel's own); nil: none given.
    package var labels: [String]?

    package init(name: String? = nil, wheels: Wheels, defaults: ComponentOptions = ComponentOptions(), separator: String = "") {
        self.name = name
        self.wheels = wheels
        self.defaults = defaults
        self.separator = separator
        labels = defaults.label.map(CommaList.split)
    }

    /// The values it has as the command line counts them: its components,
    /// or a text's or a switch's one.
    package var valueCount: Int {
        if case .entry = wheels { 1 } else { components.count }
    }

    /// The components asked for; none for a preset or a tree.
    package var components: [ComponentPlan] {
        if case .components(let components) = wheels { components } else { [] }
    }

    /// The component rows piped in with none asked for stand for (as fzf).
    package var standardInput: ComponentPlan { ComponentPlan(.standardInput, written: "-", options: defaults) }

    /// The options of wheel `index`: its component's, or the defaults for
    /// a wheel no component asked for (a preset's, a tree's, stdin's).
    package func options(ofWheel index: Int) -> ComponentOptions {
        let components = components
        return components.indices.contains(index) ? components[index].options : defaults
    }
}
