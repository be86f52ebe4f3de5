import Foundation

/// A pid a command of the test wrote to a file (`echo $$ > FILE`), read
/// once it is there, within the tests' one deadline.
enum PidFile {
    static func read(_ url: URL) throws -> pid_t {
        func pid() -> pid_t? {
            (try? String(contentsOf: url, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        guard Patience.wait(for: { pid() != nil }), let pid = pid() else { throw CocoaError(.fileNoSuchFile) }
        return pid
    }
}
