import Foundation

/// reel run as a cron job would: a new session with no controlling
/// terminal (`setsid --wait`), stdin from data or /dev/null, a clean
/// environment (none of the test runner's REEL_DEFAULT_OPTS).
struct DetachedRun {
    var status: Int32
    var stdout: Data
    var stderr: String
    var seconds: Double
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    static func reel(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> DetachedRun {
        try command([try ReelBinary.path] + arguments, stdin: stdin, environment: environment)
    }

    /// Any command (a shell example, say) run the same way.
    static func command(_ command: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> DetachedRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait"] + command
        process.environment = ShellCommand.basicEnvironment.merging(environment) { $1 }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        process.standardOutput = output
        process.standardError = errors
        let start = Date()
        try process.run()
        if let stdin {
            // Written from another thread: a large input must not block the
            // reading of stdout below.
            let writer = input.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: stdin)
                try? writer.close()
            }
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return DetachedRun(status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self),
                           seconds: Date().timeIntervalSince(start))
    }
}
