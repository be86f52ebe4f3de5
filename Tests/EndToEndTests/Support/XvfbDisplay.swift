import Foundation
import Testing

import ReelSystem

/// A private X server (Xvfb) for a test that runs reel in a real terminal
/// emulator, and what the test does there with xdotool and ImageMagick:
/// find a window, move the mouse and click, type, and read the pixels a
/// window shows. The server and every program started on it end when the
/// display is closed (or the value is dropped).
final class XvfbDisplay {
    /// The tools this needs, by the names their Debian packages install.
    static let tools = ["Xvfb", "xterm", "xdotool", "import"]
    static var installed: Bool { tools.allSatisfy { ShellCommand.find($0) != nil } }
    static let missing: Comment = "needs Xvfb, xterm, xdotool and ImageMagick (apt-get install xvfb xterm xdotool imagemagick)"

    let name: String
    private let server: pid_t
    private var clients: [pid_t] = []

    /// A screen of `width`×`height` pixels on the first free display
    /// number from 90 on; ready once it serves a client.
    init(width: Int = 800, height: Int = 600) throws {
        var number = 89
        var server: pid_t = 0
        // Another test (the same suite's tests run at once) or another run
        // may take the same free number at the same moment: its server
        // then holds the display and ours ends. The display is ours only
        // when its lock file names our server; else the next number is
        // tried, so that no test ever uses, and then kills, another's
        // display. (Trusting the socket alone, two tests once shared :90,
        // and the first to end took the second's xterm with it.)
        var owned = false
        repeat {
            number = (number + 1..<400).first {
                !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                    && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
            } ?? 399
            let started = try Self.spawn("Xvfb", [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"],
                                         environment: [:])
            server = started
            // Its socket and its lock first: before that, an X program started on it gives up at once.
            _ = Patience.wait(for: {
                Self.hasEnded(started) || (FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                    && Self.lockHolder(number) != nil)
            })
            owned = Self.lockHolder(number) == started && !Self.hasEnded(started)
            if !owned {
                kill(started, SIGTERM)
                var status: Int32 = 0
                _ = waitpid(started, &status, 0)
            }
        } while !owned && number < 399
        self.server = server
        name = ":\(number)"
        // Then a client served.
        guard !Self.hasEnded(server), Patience.wait(for: { (try? run("xdotool", ["getdisplaygeometry"])) != nil }) else {
            close()
            throw HarnessError.display("Xvfb \(name) never served a client")
        }
    }

    /// The process whose X server holds display `number` (its lock file
    /// says), if any.
    private static func lockHolder(_ number: Int) -> pid_t? {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .ascii) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether process `pid`, a child, has ended (it is reaped if so).
    private static func hasEnded(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }

    deinit { close() }

    /// Ends every program started here, then the server.
    func close() {
        for pid in clients + [server] where pid > 0 {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        clients = []
    }

    /// Starts `executable` on this display, in the background.
    func start(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        clients.append(try Self.spawn(executable, arguments, environment: environment.merging(["DISPLAY": name]) { $1 }))
    }

    /// Runs an X client to its end (xdotool, import): its stdout, through
    /// a file. (Foundation's Process hung here now and then, after its
    /// child had ended; posix_spawn and waitpid do not.)
    @discardableResult
    func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-xvfb-\(getpid())-\(executable).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let pid = try Self.spawn(executable, arguments, environment: ["DISPLAY": name], stdout: file.path)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { throw HarnessError.display("\(executable) \(arguments) failed (\(status))") }
        return (try? Data(contentsOf: file)) ?? Data()
    }

    /// posix_spawn with stdin and stderr on /dev/null, stdout on
    /// `stdout` (or /dev/null), the basic environment plus `environment`.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              stdout: String = "/dev/null") throws -> pid_t {
        let path = ShellCommand.find(executable) ?? executable
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let env = ShellCommand.basicEnvironment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The signals as a new program expects them (the test runner's
        // thread may block some): SIGTERM must end what close() ends.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw HarnessError.spawnFailed(executable: path, result) }
        return pid
    }

    /// The first window of X class `windowClass`, once one is mapped.
    /// The error says whether the program started last was still running.
    func window(ofClass windowClass: String) throws -> String {
        if let found = waitForWindow(ofClass: windowClass) { return found }
        let running = clients.last.map { !Self.hasEnded($0) } ?? false
        throw HarnessError.display("no \(windowClass) window on \(name) (its program \(running ? "still running" : "ended"))")
    }

    /// Starts `executable` and waits for its window of class `windowClass`.
    /// A program that shows none within the patience is ended and started
    /// once more: on a fully loaded machine an xterm once never mapped its
    /// window in 60 s, where every other run shows it within a second.
    func startWindow(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                     ofClass windowClass: String) throws -> String {
        try start(executable, arguments, environment: environment)
        if let found = waitForWindow(ofClass: windowClass) { return found }
        if let stuck = clients.popLast() {
            kill(stuck, SIGTERM)
            var status: Int32 = 0
            _ = waitpid(stuck, &status, 0)
        }
        try start(executable, arguments, environment: environment)
        return try window(ofClass: windowClass)
    }

    private func waitForWindow(ofClass windowClass: String) -> String? {
        var found: String?
        _ = Patience.wait {
            found = (try? run("xdotool", ["search", "--onlyvisible", "--class", windowClass]))
                .flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init) }
            return found != nil
        }
        return found
    }

    /// A window's size in pixels.
    func size(of window: String) throws -> (width: Int, height: Int) {
        let text = String(decoding: try run("xdotool", ["getwindowgeometry", "--shell", window]), as: UTF8.self)
        func value(_ key: String) -> Int {
            text.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        return (value("WIDTH"), value("HEIGHT"))
    }

    /// What `window` shows, as pixels.
    func screenshot(of window: String) throws -> Pixels {
        // 8 bits a channel: import writes 16 from a 24-bit screen otherwise.
        try Pixels(ppm: try run("import", ["-window", window, "-depth", "8", "ppm:-"]))
    }

    /// RGB pixels of a binary PPM (P6, 8 bits a channel).
    struct Pixels {
        var width: Int
        var height: Int
        var bytes: [UInt8]

        init(width: Int, height: Int, bytes: [UInt8]) {
            self.width = width
            self.height = height
            self.bytes = bytes
        }

        init(ppm data: Data) throws {
            let bytes = [UInt8](data)
            var fields: [String] = []
            var index = 0
            // "P6", width, height, maximum, each ended by whitespace.
            while fields.count < 4, index < bytes.count {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
                var word = ""
                while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A {
                    word.append(Character(UnicodeScalar(bytes[index])))
                    index += 1
                }
                fields.append(word)
            }
            index += 1
            guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]),
                  fields[3] == "255", bytes.count - index >= width * height * 3 else {
                throw HarnessError.display("not a PPM from import: \(fields)")
            }
            self.width = width
            self.height = height
            self.bytes = Array(bytes[index..<(index + width * height * 3)])
        }

        func at(x: Int, y: Int) -> TerminalColors.RGB {
            let i = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
            return (bytes[i], bytes[i + 1], bytes[i + 2])
        }
    }
}
