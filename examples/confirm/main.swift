// confirm: an alert before a destructive step, as UIAlertController asks
// it. Prints the title of the action chosen; exits 0 for Delete, 3 for
// Later, 1 for Keep (or esc), 130 on ctrl+c.
import ReelKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

var alert = Alert(title: "Delete 3 files?", message: "They go for good.")
alert.addAction(Alert.Action(title: "Keep", style: .cancel))
alert.addAction(Alert.Action(title: "Later"))
alert.addAction(Alert.Action(title: "Delete", style: .destructive))
do {
    switch try alert.present() {
    case .chosen(let action):
        print(action.title)
        exit(action.style == .destructive ? 0 : action.style == .cancel ? 1 : 3)
    case .dismissed, .timedOut:
        exit(1)
    case .interrupted:
        exit(130)
    }
} catch {
    let line = Array("confirm: no terminal\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
