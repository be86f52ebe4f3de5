import ReelCore
import ReelSystem

/// The terminal given back when reel crashes while it holds it: SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT (a fault, a Swift trap, an
/// `abort`, or the same sent with kill) cannot wait for the loop as the
/// signals of `SignalPipe` do, since the loop may be what broke. Their
/// handler runs on its own and does only what is async-signal-safe: the
/// attributes found at start put back (tcsetattr) and the bytes that give
/// back the screen's modes (cursor shown, mouse and paste reporting off,
/// the main screen) written, both made before it could run; then the
/// signal's default action put back and the signal raised again, so that
/// reel dies of it as if never caught (the status a shell sees, and any
/// core, stay true).
///
/// Armed while the terminal is taken (`TTY.enterRawMode`, `hideTyping`)
/// and disarmed when it is given back, which also puts back the handlers
/// found (Swift's own crash reporter, where it runs). One terminal at a
/// time: the last armed is the one given back.
package enum CrashRestore {
    /// The signals that mean a crash, in every C library.
    package static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// The restore bytes kept at most; reel's are well under it.
    static let capacity = 256

    /// Arms the handler for the terminal `fd`: on a crash, `attributes` are
    /// put back and `bytes` (at most `capacity` of them) written to it.
    package static func arm(fd: Int32, attributes: termios, bytes: [UInt8]) {
        let storage = crashStorage
        // Disarmed while the values change: a crash meanwhile restores nothing
        // rather than half of them.
        crashFD = -1
        storage.attributes.pointee = attributes
        let count = min(bytes.count, capacity)
        bytes.withUnsafeBufferPointer { if let from = $0.baseAddress { storage.bytes.update(from: from, count: count) } }
        crashCount = count
        (crashAttributes, crashBytes) = (storage.attributes, storage.bytes)
        if !installed {
            for (index, signo) in signals.enumerated() {
                var action = sigaction()
                #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = onCrash
                #elseif canImport(Musl)
                action.__sa_handler.sa_handler = onCrash
                #else
                action.__sigaction_handler.sa_handler = onCrash
                #endif
                sigemptyset(&action.sa_mask)
                // The alternate stack Swift's runtime may have set, if any:
                // a stack overflow's SIGSEGV still finds room to restore.
                action.sa_flags = SA_ONSTACK
                _ = sigaction(signo, &action, storage.previous + index)
            }
            installed = true
        }
        crashFD = fd
    }

    /// The terminal is given back: nothing to restore, the handlers found
    /// put back.
    package static func disarm() {
        crashFD = -1
        guard installed else { return }
        for index in signals.indices { _ = sigaction(signals[index], crashStorage.previous + index, nil) }
        installed = false
    }

    nonisolated(unsafe) private static var installed = false
}

/// What the handler reads, allocated once and never freed, so that it
/// reads no lazy global and calls no allocator.
private struct CrashStorage {
    let attributes: UnsafeMutablePointer<termios>
    let bytes: UnsafeMutablePointer<UInt8>
    let previous: UnsafeMutablePointer<sigaction>
}

/// Made by the first `arm`, on the loop's thread, before any handler can run.
nonisolated(unsafe) private let crashStorage = CrashStorage(
    attributes: .allocate(capacity: 1), bytes: .allocate(capacity: CrashRestore.capacity),
    previous: .allocate(capacity: CrashRestore.signals.count))
/// The terminal to give back, -1 when none: set last by `arm`, first by
/// `disarm`, as whole 32-bit stores the handler sees before or after.
nonisolated(unsafe) private var crashFD: Int32 = -1
nonisolated(unsafe) private var crashCount = 0
/// `crashStorage`'s addresses, copied where the handler can read them
/// without touching a lazy global.
nonisolated(unsafe) private var crashAttributes: UnsafeMutablePointer<termios>?
nonisolated(unsafe) private var crashBytes: UnsafeMutablePointer<UInt8>?

private func onCrash(_ signo: Int32) {
    let fd = crashFD
    if fd >= 0, let attributes = crashAttributes, let bytes = crashBytes {
        var written = 0
        while written < crashCount {
            let n = System.write(fd, bytes + written, crashCount - written)
            if n <= 0 { break }
            written += n
        }
        _ = tcsetattr(fd, TCSANOW, attributes)
    }
    // Default action, and raised again: blocked while this handler runs,
    // it is delivered as the handler returns (a fault's instruction, run
    // again, would raise it too).
    signal(signo, SIG_DFL)
    raise(signo)
}
