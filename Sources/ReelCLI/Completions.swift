import ReelCore

/// The shell completion scripts, written from `OptionTable` so that they
/// cannot drift from the parser. `completions/` holds their output, checked
/// by a test; `scripts/gen-completions.sh` rewrites it.
package enum Completions {
    /// The command that refreshes the checked-in scripts.
    package static let regenerateCommand = "scripts/gen-completions.sh"

    package static func script(for shell: Shell, options: [OptionSpec] = OptionTable.all) -> String {
        switch shell {
        case .bash: bash(options)
        case .zsh: zsh(options)
        case .fish: fish(options)
        }
    }

    /// The first lines of every script: where it came from.
    static func header(_ shell: Shell) -> String {
        """
        # Generated from reel's option table by `reel --completion \(shell.rawValue)`; do not edit.
        # Regenerate with \(regenerateCommand).
        """
    }

    /// What a SPEC offers, for the shells that show a hint.
    static let specHint = "SPEC: 1...20, 0..<60, a...z, Red,Green, - (stdin) or @file"
}
