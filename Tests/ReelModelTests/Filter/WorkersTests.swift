import ReelSystem
import Testing

/// The other thread slow to finish a piece (the system ran another
/// program on its core): `gather` returns without waiting for it, the
/// piece made again on the caller's thread and the other's result
/// dropped, where `claim` waits.
@Suite struct WorkersTests {
    /// A flag threads wait for, up to a deadline.
    final class Gate: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let opened = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var open = false

        init() {
            pthread_mutex_init(lock, nil)
            pthread_cond_init(opened, nil)
        }

        deinit {
            pthread_cond_destroy(opened)
            pthread_mutex_destroy(lock)
            lock.deallocate()
            opened.deallocate()
        }

        var isOpen: Bool {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return open
        }

        func openNow() {
            pthread_mutex_lock(lock)
            open = true
            pthread_cond_broadcast(opened)
            pthread_mutex_unlock(lock)
        }

        /// Waits until it is open, at most `seconds`.
        func wait(seconds: Int) {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            var deadline = now
            deadline.tv_sec += seconds
            pthread_mutex_lock(lock)
            while !open, pthread_cond_timedwait(opened, lock, &deadline) == 0 {}
            pthread_mutex_unlock(lock)
        }
    }

    static let workers: [any Workers] = [SecondThread(), TwoThreads()]

    @Test(arguments: 0..<2)
    func gatherDoesNotWaitForAPieceTheOtherThreadIsSlowOn(_ which: Int) {
        let workers = Self.workers[which]
        let otherOnAPiece = Gate(), released = Gate()
        let caller = pthread_self()
        let made = workers.gather(16, upTo: .max) { k -> (piece: Int, work: Int) in
            guard pthread_equal(pthread_self(), caller) != 0 else {
                otherOnAPiece.openNow()
                released.wait(seconds: 60)
                return (-1, 1)  // what the caller must not take: it made this piece itself
            }
            // Once the other thread has a piece, the caller takes the rest.
            otherOnAPiece.wait(seconds: 60)
            return (k, 1)
        }
        released.openNow()
        #expect(otherOnAPiece.isOpen, "the other thread took a piece")
        #expect(made.pieces == Array(0..<16))
    }

    /// A `SecondThread` serves call after call with its one thread.
    @Test func theSecondThreadServesEveryCall() {
        let workers = SecondThread()
        for count in [2, 7, 64] {
            let made = workers.gather(count, upTo: .max) { k in (k * k, 1) }
            #expect(made.pieces == (0..<count).map { $0 * $0 })
            // The caller's share: none when the second thread took every
            // piece first (seen on a loaded machine), never more than all.
            #expect((0...count).contains(made.work))
            var hit = [Bool](repeating: false, count: count)
            let claimed = hit.withUnsafeMutableBufferPointer { hit in
                workers.claim(count, upTo: .max) { k in
                    hit[k] = true
                    return 1
                }
            }
            #expect(claimed.taken == count && hit.allSatisfy { $0 })
        }
    }
}
