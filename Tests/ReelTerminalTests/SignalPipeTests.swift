import Dispatch
import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelTerminal
import ReelSystem
import CoreTestSupport
import TerminalTestSupport

/// Several loops in one process each hear every signal on a pipe of their
/// own: none takes another's SIGCHLD, and the first to finish leaves the
/// handlers to the others.
@Suite struct SignalPipeTests {
    @Test func everySubscriberHearsEverySignal() throws {
        let first = try #require(SignalPipe.subscribe())
        let second = try #require(SignalPipe.subscribe())
        // SIGWINCH: handled while subscribed, harmless to the test runner.
        raise(SIGWINCH)
        #expect(first.drain().contains(SIGWINCH))
        first.cancel()
        raise(SIGWINCH)
        #expect(second.drain().contains(SIGWINCH), "the first one leaving left the handler to the second")
        second.requeue([SIGCHLD])
        #expect(second.drain() == [SIGCHLD])
        second.cancel()
    }

    /// What the threads' runs gave, under a lock (an address that stays put).
    final class Results: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private(set) var runs: [(rows: Int, status: Int32)] = []
        init() { pthread_mutex_init(lock, nil) }
        deinit { lock.deallocate() }
        func add(rows: Int, status: Int32) {
            pthread_mutex_lock(lock)
            runs.append((rows, status))
            pthread_mutex_unlock(lock)
        }
    }

    /// `--batch` runs on eight threads at once, each of a shell that closes
    /// its output before it exits, so only SIGCHLD says it has: each run
    /// hears its own and ends (with one shared pipe, a run took another's
    /// SIGCHLD and waited for ever).
    @Test(.timeLimit(.minutes(1))) func concurrentRunsEachHearTheirShellsExit() {
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let script = "printf 'x\(i)\\n'; exec >&- 2>&-; sleep 0.05; exit 3"
            let (rows, status, _) = CommandRunner.runToEnd(ShellCommand(script: Array(script.utf8)), maxRows: 10)
            results.add(rows: rows.count, status: status)
        }
        #expect(results.runs.count == 8)
        #expect(results.runs.allSatisfy { $0.rows == 1 && $0.status == 3 }, "\(results.runs)")
    }
}
