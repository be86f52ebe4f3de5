import ReelCore

/// A shell reel writes a completion script for (`--completion SHELL`).
package enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish

    /// The script's name in `completions/`, as each shell's loader looks it up.
    package var scriptFileName: String {
        switch self {
        case .bash: "reel.bash"
        case .zsh: "_reel"
        case .fish: "reel.fish"
        }
    }
}
