import Foundation
import Testing
import TestRequirements

import ReelSystem

/// `--popup` in a real tmux server: a client attached on the test's
/// pseudo-terminal (keys typed there go to the popup, as a person's do;
/// `tmux send-keys` goes to the pane beneath it), reel started in the
/// pane by `send-keys`, its stdout and exit status written to files the
/// test reads. Each test has its own server on a private socket (`-L`),
/// killed on every way out.
@Suite(.serialized, .requires(ShellCommand.find("tmux") != nil, "tmux is not installed (apt-get install tmux)"))
struct PopupEndToEndTests {
    static let tmuxPath = ShellCommand.find("tmux") ?? "/usr/bin/tmux"

    /// A tmux server of the test's own, with one client on a pty.
    final class Server {
        let name = "reel-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        let client: TerminalSession
        /// Where the pane's commands write their output and status.
        let directory: URL
        /// The built reel's directory first (and a fake tmux's before it):
        /// the pane's login shell has reset PATH, so each command sets it.
        let path: String

        init(tmuxVersion fake: String? = nil) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let reelDirectory = URL(fileURLWithPath: try ReelBinary.path).deletingLastPathComponent().path
            var path = reelDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            if let fake {
                // A tmux that says it is older, in front of the real one.
                let bin = directory.appendingPathComponent("bin")
                try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
                let script = bin.appendingPathComponent("tmux")
                try "#!/bin/sh\n[ \"$1\" = -V ] && { echo 'tmux \(fake)'; exit 0; }\nexec \(PopupEndToEndTests.tmuxPath) \"$@\"\n"
                    .write(to: script, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
                path = bin.path + ":" + path
            }
            self.path = path
            client = try TerminalSession(
                executable: PopupEndToEndTests.tmuxPath,
                arguments: ["-L", name, "-f", "/dev/null", "new-session", "-s", "test", "-x", "80", "-y", "24"],
                environment: ["SHELL": "/bin/sh", "PATH": path, "TMUX": nil, "ENV": nil, "TMPDIR": directory.path],
                rows: 24, columns: 80)
            // The status line, and the shell's prompt in the pane.
            try client.waitForScreen { $0.contains("[test]") && ["#", "$"].contains($0.lines[0]) }
            socket = try? ShellCommand.run(PopupEndToEndTests.tmuxPath, ["-L", name, "display", "-p", "#{socket_path}"])
                .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The server's socket, removed with it.
        private var socket: String?

        deinit {
            _ = try? ShellCommand.run(PopupEndToEndTests.tmuxPath, ["-L", name, "kill-server"])
            if let socket, !socket.isEmpty { _ = unlink(socket) }
            try? FileManager.default.removeItem(at: directory)
        }

        func tmux(_ arguments: [String]) throws -> ShellCommand.Result {
            try ShellCommand.run(PopupEndToEndTests.tmuxPath, ["-L", name] + arguments)
        }

        /// Types `command` into the pane's shell, with its stdout going to
        /// `out` and its exit status to `status`.
        func runInPane(_ command: String) throws {
            let line = "PATH='\(path)'; export PATH; \(command) > \(directory.path)/out; echo $? > \(directory.path)/status"
            #expect(try tmux(["send-keys", "-t", "test", "-l", line]).status == 0)
            #expect(try tmux(["send-keys", "-t", "test", "Enter"]).status == 0)
        }

        /// The exit status and stdout of the command, once it has ended.
        func result(timeout: Double = 10) throws -> (status: Int32, stdout: Data) {
            let statusFile = directory.appendingPathComponent("status")
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                if let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n"),
                   let status = Int32(text.dropLast()) {
                    return (status, try Data(contentsOf: directory.appendingPathComponent("out")))
                }
                guard Date() < deadline else { throw HarnessError.exitTimeout(seconds: timeout, screen: client.screen) }
                _ = try? client.waitForScreen(timeout: 0.05) { _ in false }
            }
        }

        /// The popup's private directories left in TMPDIR.
        var leftovers: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix("reel-popup") }
        }

        /// The lines inside the popup's border (tmux draws it over the
        /// panes), or nil when no popup is open.
        static func popupLines(_ screen: Screen) -> [String]? {
            guard let top = screen.position(of: "┌"), let bottom = screen.position(of: "└"), bottom.row > top.row + 1
            else { return nil }
            return (top.row + 1..<bottom.row).map { row in
                let cells = screen.cells[row].dropFirst(top.column + 1).prefix { $0.text != "│" }
                return cells.filter { !$0.isContinuation }.map(\.text).joined()
            }
        }

        /// Waits until the popup shows `text`.
        @discardableResult
        func waitForPopup(_ text: String, timeout: Double = 10) throws -> Screen {
            try client.waitForScreen(timeout: timeout) { Self.popupLines($0)?.contains { $0.contains(text) } == true }
        }
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let keys: String
        let extra: [String]
        let status: Int32
        let stdout: String
    }

    /// Rows on stdin reach the popup; the choice and the status reach the
    /// caller as inline reel gives them.
    @Test(arguments: [
        WayOut(testDescription: "enter", keys: "j" + Keys.enter, extra: [], status: 0, stdout: "two words\n"),
        WayOut(testDescription: "esc", keys: Keys.escape, extra: [], status: 1, stdout: ""),
        WayOut(testDescription: "ctrl+c", keys: Keys.ctrlC, extra: [], status: 130, stdout: ""),
        WayOut(testDescription: "timeout", keys: "", extra: ["--timeout", "1"], status: 124, stdout: ""),
        WayOut(testDescription: "enter, --print0 --index", keys: "jj" + Keys.enter, extra: ["--print0", "--index"],
               status: 0, stdout: "2\0"),
    ])
    func theChoiceAndStatusReachTheCaller(_ way: WayOut) throws {
        let server = try Server()
        try server.runInPane("printf 'one\\ntwo words\\nthree\\n' | reel --popup=60%,50% " + way.extra.joined(separator: " "))
        // The keys count rows, so every row must be in before they go: the
        // buttons can be drawn while stdin is still arriving.
        let screen = try server.client.waitForScreen(timeout: 30) { screen in
            let popup = Server.popupLines(screen) ?? []
            return ["[ Done ]", "one", "two words", "three"].allSatisfy { text in popup.contains { $0.contains(text) } }
        }
        let popup = Server.popupLines(screen) ?? []
        #expect(popup.contains { $0.contains("one") } && popup.contains { $0.contains("two words") },
                "the rows came through stdin: \(popup)")
        if !way.keys.isEmpty { server.client.send(way.keys) }
        let result = try server.result()
        #expect(result.status == way.status)
        #expect(result.stdout == Data(way.stdout.utf8), "\(String(decoding: result.stdout, as: UTF8.self).debugDescription)")
        try server.client.waitForScreen { Server.popupLines($0) == nil }
        #expect(server.leftovers.isEmpty, "the private directory is removed")
    }

    /// Rows that keep coming on stdin stream into the popup's picker, as
    /// inline: it reads the caller's very pipe.
    @Test func stdinStreamsIntoThePopup() throws {
        let server = try Server()
        try server.runInPane("{ echo first; sleep 1; echo second; } | reel --popup")
        try server.waitForPopup("first")
        try server.waitForPopup("second")
        server.client.send("j" + Keys.enter)
        let result = try server.result()
        #expect(result.status == 0 && result.stdout == Data("second\n".utf8))
    }

    /// Arguments reach the popup's reel as given, whatever a shell would
    /// make of them, and its output is the bytes inline reel prints.
    @Test func argumentsPassUntouchedAndOutputIsByteForByte() throws {
        let server = try Server()
        // Single-quoted for the pane's sh: the title holds quotes, $, ` and \.
        try server.runInPane("reel --popup --title 'it'\\''s \"$HOME\" `id` \\n' -c 'a b,c;d' --format '{1}|'\\''x'\\''|\\x'")
        let screen = try server.waitForPopup("[ Done ]")
        let popup = Server.popupLines(screen) ?? []
        #expect(popup.contains { $0.contains("it's \"$HOME\" `id` \\n") }, "\(popup)")
        server.client.send("j" + Keys.enter)
        let result = try server.result()
        #expect(result.status == 0)
        #expect(result.stdout == Data("c;d|'x'|\\x\n".utf8))
    }

    /// An older tmux (no display-popup) draws inline, in the pane.
    @Test func anOlderTmuxDrawsInline() throws {
        let server = try Server(tmuxVersion: "3.1c")
        try server.runInPane("reel --popup -c x,y")
        let screen = try server.client.waitForText("[ Done ]")
        #expect(Server.popupLines(screen) == nil, "no popup")
        server.client.send(Keys.enter)
        let result = try server.result()
        #expect(result.status == 0 && result.stdout == Data("x\n".utf8))
    }

    /// Outside tmux, `--popup` draws inline.
    @Test func outsideTmuxItDrawsInline() throws {
        let session = try TerminalSession.reel(["--popup", "-c", "x,y"], environment: ["TMUX": nil])
        try session.waitForText("[ Done ]")
        session.send("j" + Keys.enter)
        #expect(try session.waitForExit().stdoutText == "y\n")
    }

    /// A signal to the caller's reel ends the popup's, which gives its
    /// terminal back and dies of it; so does the caller, as inline reel would.
    @Test func aSignalToTheCallerEndsThePopup() throws {
        let server = try Server()
        try server.runInPane("reel --popup -c x,y")
        try server.waitForPopup("[ Done ]")
        // The caller's reel: the child of the pane's shell.
        let shell = try server.tmux(["display", "-p", "-t", "test", "#{pane_pid}"]).stdout
        let shellPid = try #require(pid_t(shell.trimmingCharacters(in: .whitespacesAndNewlines)))
        let pid = try #require(Self.child(of: shellPid))
        #expect(kill(pid, SIGTERM) == 0)
        let result = try server.result()
        #expect(result.status == 128 + SIGTERM)
        #expect(result.stdout.isEmpty)
        try server.client.waitForScreen { Server.popupLines($0) == nil }
        #expect(server.leftovers.isEmpty)
    }

    /// The caller's directory is handed over as a descriptor, never as a
    /// name tmux expands: a directory named after a tmux command (`#(…)`)
    /// runs nothing.
    @Test func aDirectoryNamedLikeATmuxCommandRunsNothing() throws {
        let server = try Server()
        // No `/` may stand in a name: the command writes beside the test's directory.
        let hostile = server.directory.appendingPathComponent("#(touch \"$TMPDIR\"PWNED)")
        let pwned = server.directory.path + "PWNED"
        defer { _ = unlink(pwned) }
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
        try server.runInPane("cd '\(hostile.path)' && reel --popup -c north,south")
        try server.waitForPopup("north")
        server.client.send("j" + Keys.enter)
        let result = try server.result()
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "south\n")
        #expect(!FileManager.default.fileExists(atPath: pwned), "tmux ran the directory's #(…)")
        #expect(server.leftovers.isEmpty)
    }

    /// A relative path means the same file in the popup as inline, from
    /// a directory whose name tmux would read as a format.
    @Test func relativePathsReadTheCallersDirectory() throws {
        let server = try Server()
        let directory = server.directory.appendingPathComponent("#{pane_id}x")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "north\nsouth\n".write(to: directory.appendingPathComponent("rows"), atomically: true, encoding: .utf8)
        try server.runInPane("cd '\(directory.path)' && reel --popup -c @rows")
        try server.waitForPopup("north")
        server.client.send("j" + Keys.enter)
        let result = try server.result()
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "south\n")
    }

    /// The caller's reel (the child of the pane's shell), tmux's
    /// display-popup client (the caller's child) and the popup's reel (the
    /// process whose environment names the popup's socket).
    static func processes(_ server: Server) throws -> (caller: pid_t, client: pid_t, popup: pid_t) {
        let shell = try server.tmux(["display", "-p", "-t", "test", "#{pane_pid}"]).stdout
        let shellPid = try #require(pid_t(shell.trimmingCharacters(in: .whitespacesAndNewlines)))
        var found: (pid_t, pid_t, pid_t)?
        _ = Patience.wait {
            guard let caller = child(of: shellPid), let client = child(of: caller),
                  let popup = popupReel() else { return false }
            found = (caller, client, popup)
            return true
        }
        return try #require(found)
    }

    /// The reel run by a popup: `REEL_POPUP` in its environment.
    static func popupReel() -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).first { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.split(separator: 0).contains { $0.starts(with: Data("REEL_POPUP=".utf8)) }
        }
    }

    /// Issue 34, item 4: tmux's display-popup client killed, the popup's
    /// reel still runs (tmux's server holds the popup); the caller waits
    /// for it and its end is the caller's (it exited 129 at once, the
    /// picker left writing to a file whose caller had gone). Item 6: the
    /// private directory is gone as soon as the popup's reel has read it.
    @Test func killingTheTmuxClientLeavesThePopupsEndTheCallers() throws {
        let server = try Server()
        try server.runInPane("reel --popup -c 1...20")
        try server.waitForPopup("[ Done ]")
        let (_, client, _) = try Self.processes(server)
        #expect(server.leftovers.isEmpty, "the environment and arguments lie on disk while the popup runs")
        #expect(kill(client, SIGTERM) == 0)
        #expect(Patience.wait { kill(client, 0) == -1 || Self.isZombie(client) })
        try server.waitForPopup("[ Done ]")
        server.client.send("j" + Keys.enter)
        let result = try server.result()
        #expect(result.status == 0)
        #expect(result.stdout == Data("2\n".utf8))
    }

    /// Item 5: SIGKILL of the popup's reel is the caller's 137, not 129.
    @Test func sigkillOfThePopupsReelIsTheCallers() throws {
        let server = try Server()
        try server.runInPane("reel --popup -c 1...20")
        try server.waitForPopup("[ Done ]")
        let (_, _, popup) = try Self.processes(server)
        #expect(kill(popup, SIGKILL) == 0)
        let result = try server.result()
        #expect(result.status == 128 + SIGKILL)
        #expect(result.stdout.isEmpty)
        #expect(server.leftovers.isEmpty)
    }

    /// Item 6: SIGKILL of the caller ends the popup (it stayed open, and
    /// its private directory with the caller's environment stayed behind).
    @Test func sigkillOfTheCallerEndsThePopupAndLeavesNothing() throws {
        let server = try Server()
        try server.runInPane("reel --popup -c 1...20")
        try server.waitForPopup("[ Done ]")
        let (caller, _, popup) = try Self.processes(server)
        #expect(kill(caller, SIGKILL) == 0)
        let result = try server.result()
        #expect(result.status == 128 + SIGKILL)
        try server.client.waitForScreen { Server.popupLines($0) == nil }
        #expect(Patience.wait { kill(popup, 0) == -1 || Self.isZombie(popup) }, "the popup's reel outlived its caller")
        #expect(server.leftovers.isEmpty)
    }

    static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// The first process whose parent is `parent`, read from /proc.
    static func child(of parent: pid_t) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                  let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { continue }
            let ppid = status.split(separator: "\n").first { $0.hasPrefix("PPid:") }?.split(separator: "\t").last
            if ppid.flatMap({ pid_t($0.trimmingCharacters(in: .whitespaces)) }) == parent { return pid }
        }
        return nil
    }
}
