import ReelCore

/// Whether to ask questions instead of drawing (the man page's ACCESSIBILITY;
/// any terminal, anyone): `--accessible`, or an environment that asks for it the ways
/// people already use — `REEL_ACCESSIBLE` or `ACCESSIBLE` set to anything
/// but empty or `0` (as `gh` reads its own), or a terminal that cannot
/// draw (`TERM=dumb`, as huh's accessible mode takes it).
package enum AccessiblePolicy {
    package static let variables = ["REEL_ACCESSIBLE", "ACCESSIBLE"]

    package static func isOn(option: Bool, environment: [String: String]) -> Bool {
        option || environment["TERM"] == "dumb"
            || variables.contains { name in environment[name].map { !$0.isEmpty && $0 != "0" } ?? false }
    }
}
