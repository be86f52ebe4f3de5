import Testing
@testable import ReelTerminal
import ReelSystem
import CoreTestSupport
import TerminalTestSupport

/// Stdout's queue on a real pipe: what a reader that stops reading gets,
/// what is dropped at the bound, what is said about the rest.
@Suite struct OutputQueueTests {
    /// A pipe: the queue writes the write end, the test reads the read end.
    final class Pipe {
        let read: Int32
        let write: Int32

        init() {
            (read, write) = closeOnExecPipe()
            _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        }

        deinit {
            close(read)
            close(write)
        }

        /// Everything in the pipe now.
        func readAll() -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { System.read(read, $0.baseAddress, $0.count) }
                guard n > 0 else { return bytes }
                bytes += buffer[..<n]
            }
        }
    }

    static func report(_ n: Int, bytes: Int) -> [UInt8] {
        Array(String(repeating: "x", count: bytes - String(n).count - 1).utf8) + Array("\(n)\n".utf8)
    }

    @Test func aReaderThatReadsGetsEveryReportAtOnce() {
        let pipe = Pipe()
        let queue = OutputQueue(fd: pipe.write)
        queue.enqueue(Array("1\n".utf8))
        queue.enqueue(Array("2\n".utf8))
        #expect(queue.write())
        #expect(queue.pendingBytes == 0)
        #expect(!queue.wantsToWrite)
        #expect(pipe.readAll() == Array("1\n2\n".utf8))
        #expect(queue.loss == nil)
    }

    /// Nothing blocks: the pipe takes what it holds and the rest waits.
    @Test func aStalledReaderLeavesTheRestQueued() {
        let pipe = Pipe()
        let queue = OutputQueue(fd: pipe.write)
        for n in 1...3 { queue.enqueue(Self.report(n, bytes: 70_000)) }
        #expect(queue.write())
        #expect(queue.pendingBytes > 0 && queue.pendingBytes < 3 * 70_000)
        #expect(queue.wantsToWrite)
        #expect(queue.loss?.hasPrefix("stdout: \(queue.pendingBytes) bytes not written: its reader stopped reading") == true)
        // The reader comes back: the rest follows, in order.
        var got = pipe.readAll()
        while queue.pendingBytes > 0 {
            queue.write()
            got += pipe.readAll()
        }
        #expect(got == (1...3).flatMap { Self.report($0, bytes: 70_000) })
        #expect(queue.loss == nil)
    }

    /// Past the bound the oldest reports not yet begun go, the newest and
    /// the one half written stay, so the reader never gets a broken line;
    /// the choice is never dropped.
    @Test func theBoundDropsTheOldestWholeReports() {
        let pipe = Pipe()
        let queue = OutputQueue(fd: pipe.write)
        let size = 100_000
        let count = 30
        for n in 1...count {
            queue.enqueue(Self.report(n, bytes: size))
            queue.write()
        }
        queue.appendFinal(Self.report(999, bytes: 2 * OutputQueue.bound))
        #expect(queue.dropped > 0)
        #expect(queue.pendingBytes <= OutputQueue.bound + size + 2 * OutputQueue.bound)
        var got = pipe.readAll()
        while queue.pendingBytes > 0 {
            queue.write()
            got += pipe.readAll()
        }
        let lines = got.split(separator: UInt8(ascii: "\n")).map { Array($0) }
        let numbers = lines.map { Int(String(decoding: $0.drop { $0 == UInt8(ascii: "x") }, as: UTF8.self))! }
        #expect(lines.dropLast().allSatisfy { $0.count == size - 1 }, "a report was cut")
        #expect(numbers.last == 999)
        #expect(numbers.dropLast().last == count, "the newest report stays")
        #expect(numbers == numbers.sorted())
        #expect(numbers.count == count - queue.dropped + 1)
        #expect(queue.loss == "stdout: \(queue.dropped) --live reports dropped (the oldest): its reader fell behind")
    }

    /// The reader gone (EPIPE) is a failure that says nothing: reel then
    /// dies of SIGPIPE, and 141 says it, as for `cat` (issue 41 item 9).
    @Test func aReaderThatIsGoneIsAFailureSaidByNoLine() {
        signal(SIGPIPE, SIG_IGN)
        let (readEnd, writeEnd) = closeOnExecPipe()
        let fds = [readEnd, writeEnd]
        close(fds[0])
        defer { close(fds[1]) }
        let queue = OutputQueue(fd: fds[1])
        queue.enqueue(Array("1\n".utf8))
        #expect(!queue.write())
        #expect(queue.failure == EPIPE)
        #expect(!queue.wantsToWrite)
        queue.enqueue(Array("22\n".utf8))
        #expect(queue.loss == nil)
    }

    /// Any other failure is said, with its reason.
    @Test func anotherFailureIsSaidWithItsReason() {
        let readOnly = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(readOnly) }
        let queue = OutputQueue(fd: readOnly)
        queue.enqueue(Array("1\n".utf8))
        #expect(!queue.write())
        #expect(queue.failure == EBADF)
        #expect(queue.loss == "stdout: 2 bytes not written: \(String(cString: strerror(EBADF)))")
    }
}
