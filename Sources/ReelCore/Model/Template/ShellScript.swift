import ReelText

/// A command template (`!CMD`, `--preview`, `--on-change`) made into what
/// `/bin/sh -c` runs, so that a value is never code, however the template
/// quotes it: the template's text is the script, each placeholder becomes a
/// reference to a positional parameter (`"${1}"`), and the values travel as
/// the shell's arguments, as their original bytes. The shell expands a
/// parameter as text and never reads it as a script, so a row such as
/// `$(rm -rf ~)` or `'; reboot` reaches the command as one word whether the
/// placeholder stands bare (`ls {1}`), in double quotes (`"x{1}x"`) or in
/// single quotes (`'{1}'`), where pasting the value in would have run it.
///
/// The reference fits the quotes around the placeholder, found by reading
/// the script as the shell would (quotes, backslashes, `$(…)` and
/// backticks, which start a new word context even inside double quotes):
/// bare, `"${1}"`; in double quotes, `${1}`; in single quotes, `'"${1}"'`
/// (the quotes close, the value is expanded, the quotes open again).
package struct ShellScript: Equatable, Sendable {
    /// The script, placeholders replaced by parameter references.
    package private(set) var script: [UInt8] = []
    /// What each positional parameter holds, `$1` first: one per distinct placeholder.
    package private(set) var parameters: [Template.Part] = []

    /// `$0`, the name the shell reports its errors under.
    package static let name: [UInt8] = Array("reel".utf8)

    package init(_ template: Template) {
        var lexer = ShellLexer()
        for part in template.parts {
            switch part {
            case .text(let text):
                // NUL cannot be in an argument to sh.
                let text = text.filter { $0 != 0 }
                script += text
                lexer.read(text)
            default:
                let index = parameters.firstIndex(of: part).map { $0 + 1 } ?? {
                    parameters.append(part)
                    return parameters.count
                }()
                script += lexer.reference(to: index)
            }
        }
    }

    /// The command for a selection: each parameter what its placeholder
    /// stands for there.
    package func command(_ placeholders: Placeholders) -> ShellCommand {
        ShellCommand(script: script, arguments: parameters.map { placeholders.bytes(for: $0).filter { $0 != 0 } })
    }
}

/// What reel asks `/bin/sh -c` to run: the script and its positional
/// parameters, bytes as they are (NUL aside, which no argument can hold).
package struct ShellCommand: Hashable, Sendable {
    package var script: [UInt8]
    package var arguments: [[UInt8]]

    package init(script: [UInt8], arguments: [[UInt8]] = []) {
        self.script = script
        self.arguments = arguments
    }

    /// `sh -c SCRIPT reel ARG…`.
    package var argv: [[UInt8]] {
        [Array("/bin/sh".utf8), Array("-c".utf8), script, ShellScript.name] + arguments
    }
}

/// Reads a shell script far enough to know, at any point, whether the
/// next character would be bare, in double quotes or in single quotes.
struct ShellLexer {
    enum Context: Equatable {
        /// Outside quotes; `parens` counts the `(` of a `$(…)` opened here.
        case bare(parens: Int)
        case double
        case single
        /// Between backticks.
        case backtick
        /// After a `#` that starts a word, to the end of the line.
        case comment
    }

    private var stack: [Context] = [.bare(parens: 0)]
    private var escaped = false
    private var dollar = false
    /// The byte before, to tell a `#` that starts a word.
    private var previous: UInt8 = 0x0A

    mutating func read(_ text: [UInt8]) {
        for byte in text { read(byte) }
    }

    private mutating func read(_ byte: UInt8) {
        let top = stack.last ?? .bare(parens: 0)
        let wordStart = [0x0A, 0x20, 0x09, UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                         UInt8(ascii: "("), UInt8(ascii: ")")].contains(previous)
        defer { previous = byte }
        if escaped {
            escaped = false
            return
        }
        if top == .comment {
            if byte == 0x0A { stack.removeLast() }
            return
        }
        let afterDollar = dollar
        dollar = false
        switch (top, byte) {
        case (.single, UInt8(ascii: "'")): stack.removeLast()
        case (.single, _): break
        case (.bare, UInt8(ascii: "#")) where wordStart && !afterDollar: stack.append(.comment)
        case (_, UInt8(ascii: "\\")): escaped = true
        case (_, UInt8(ascii: "$")): dollar = true
        case (_, UInt8(ascii: "`")):
            if top == .backtick { stack.removeLast() } else { stack.append(.backtick) }
        case (_, UInt8(ascii: "(")) where afterDollar: stack.append(.bare(parens: 1))
        case (.double, UInt8(ascii: "\"")): stack.removeLast()
        case (.double, _): break
        case (_, UInt8(ascii: "'")): stack.append(.single)
        case (_, UInt8(ascii: "\"")): stack.append(.double)
        case (.bare(let parens), UInt8(ascii: "(")) where parens > 0:
            stack[stack.count - 1] = .bare(parens: parens + 1)
        case (.bare(let parens), UInt8(ascii: ")")) where parens > 0:
            if parens == 1 { stack.removeLast() } else { stack[stack.count - 1] = .bare(parens: parens - 1) }
        default: break
        }
        if stack.isEmpty { stack = [.bare(parens: 0)] }
    }

    /// How parameter `index` is written where the script now stands.
    mutating func reference(to index: Int) -> [UInt8] {
        let name = "${\(index)}"
        // After a backslash the reference's first byte would be escaped: a
        // newline goes first, which the backslash joins away (a line
        // continuation, in double quotes too).
        let joined = escaped && stack.last != .single ? "\n" : ""
        escaped = false
        dollar = false
        switch stack.last ?? .bare(parens: 0) {
        case .double: return Array((joined + name).utf8)
        case .single: return Array("'\"\(name)\"'".utf8)
        case .bare, .backtick, .comment: return Array((joined + "\"\(name)\"").utf8)
        }
    }
}
