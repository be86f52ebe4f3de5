import Foundation
import Testing
import TestRequirements
@testable import ReelCLI
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

@Suite struct ManPageTests {
    static let path = "man/reel.1"

    /// Entries agree with the table on the short flag, the value's name and
    /// the group; the coverage of names is OptionCoverageTests'.
    @Test func entriesMatchTheOptionTable() throws {
        let entries = ManPageEntry.all(in: try RepositoryFile.text(Self.path))
        for option in OptionTable.all {
            guard let entry = entries.first(where: { $0.long == option.long }) else { continue }
            let expected = ManPageEntry(long: option.long, short: option.short, valueName: option.valueName,
                                        valueIsOptional: option.valueIsOptional, section: Self.section(of: option.group))
            #expect(entry == expected, "\(Self.path): write --\(option.long) as \(expected)")
        }
    }

    /// `.SS Components` for "Components (after --component, …)".
    static func section(of group: OptionSpec.Group) -> String {
        String(group.rawValue.prefix { $0 != " " })
    }

    @Test func enumeratedValuesAreAllNamed() throws {
        let page = try RepositoryFile.text(Self.path)
        for option in OptionTable.all where !option.choices.isEmpty {
            let body = Self.body(of: option.long, in: page)
            for choice in option.choices {
                #expect(body.contains(".B \(choice)") || body.contains(".BR \(choice) "),
                        "\(Self.path): the entry of --\(option.long) does not name '\(choice)' in bold")
            }
        }
    }

    /// The lines of an entry, from its header to the next `.TP` or section.
    static func body(of long: String, in page: String) -> String {
        let header = "\\fB\\-\\-" + long.replacingOccurrences(of: "-", with: "\\-") + "\\fR"
        let lines = page.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(header) && !$0.hasPrefix(".") }) else { return "" }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { $0 == ".TP" || $0.hasPrefix(".SS") || $0.hasPrefix(".SH") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The version is written once, as Help.version. The Makefile reads it
    /// from its line in Help.swift and adds it to the .TH of the page it
    /// installs (scripts/check-dist.sh checks the installed page).
    @Test func versionIsAddedAsInstalled() throws {
        let page = try RepositoryFile.text(Self.path)
        let title = page.split(separator: "\n").first { $0.hasPrefix(".TH ") } ?? ""
        #expect(title.contains(" \"reel\" "), "\(Self.path): .TH should name \"reel\" alone; make install adds the version")
        let help = try RepositoryFile.text("Sources/ReelCLI/Help.swift")
        #expect(help.contains("\n    package static let version = \"\(Help.version)\"\n"),
                "Sources/ReelCLI/Help.swift: the Makefile reads the version from `package static let version = \"…\"`")
    }

    @Test func hasTheSectionsOfTheIssue() throws {
        let page = try RepositoryFile.text(Self.path)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMPONENT SPEC", "OPTIONS", "KEYS AND MOUSE", "PRESETS", "ACCESSIBILITY",
                        "EXIT STATUS", "ENVIRONMENT", "EXAMPLES", "SEE ALSO"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(Self.path) has no .SH \(section)")
        }
        for variable in ["NO_COLOR", "COLORTERM", "TERM", "COLORFGBG", "TMUX", ArgumentParser.defaultOptionsVariable] {
            #expect(page.contains(".B \(variable)\n"), "\(Self.path): ENVIRONMENT does not describe \(variable)")
        }
        #expect(page.contains(".BR " + AccessiblePolicy.variables.joined(separator: " \", \" ") + "\n"),
                "\(Self.path): ENVIRONMENT does not describe \(AccessiblePolicy.variables)")
    }

    static let groff: String? = ["/usr/bin/groff", "/usr/local/bin/groff"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.requires(groff != nil, "groff is not installed (apt-get install groff)"))
    func groffReportsNothing() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.groff))
        process.arguments = ["-man", "-ww", "-z", Self.path]
        process.currentDirectoryURL = RepositoryFile.root
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings == "", "groff -man -ww -z \(Self.path):\n\(warnings)")
    }
}
