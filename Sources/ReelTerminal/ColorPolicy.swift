import ReelCore

/// Whether to colour, from `--color` and the environment (the man page):
/// auto colours only a terminal whose `TERM` is not dumb, with `NO_COLOR`
/// unset or empty; `always` beats `NO_COLOR`.
package enum ColorPolicy {
    package static func depth(choice: ColorChoice, environment: [String: String]) -> ColorDepth {
        switch choice {
        case .never: return .none
        case .always: return ColorDepth.detect(environment: environment)
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if environment["TERM"] == "dumb" { return .none }
            return ColorDepth.detect(environment: environment)
        }
    }
}
