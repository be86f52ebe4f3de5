/// The pieces of one `gather` and what they made, under a lock both
/// threads take between pieces. The caller's thread waits here at most
/// about as long as one of its own pieces takes: the piece the other
/// thread is on when the caller is done is waited for until it should be
/// done (a piece's time after it started), then made again by the caller,
/// and what the other thread makes of it later is dropped.
final class PieceGathering<Piece: Sendable>: SharedPieces, @unchecked Sendable {
    private let count: Int, limit: Int
    private let piece: @Sendable (Int) -> (piece: Piece, work: Int)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled by the other thread at the end of each piece.
    private let pieceDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// What each piece taken made, once made by the thread it is the
    /// piece of.
    private var made: [Piece?]
    private var next = 0
    /// The caller's thread stopped taking pieces: so does the other.
    private var stopped = false
    /// The piece the other thread is on, and when it started it; nil once
    /// it is done, or once the caller's thread took it over.
    private var otherOn: (piece: Int, since: Double)?

    init(count: Int, limit: Int, piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) {
        self.count = count
        self.limit = limit
        self.piece = piece
        made = Array(repeating: nil, count: count)
        pthread_mutex_init(lock, nil)
        #if canImport(Darwin)
        pthread_cond_init(pieceDone, nil)
        #else
        // Deadlines on the monotonic clock, which never jumps.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(pieceDone, &attributes)
        pthread_condattr_destroy(&attributes)
        #endif
    }

    deinit {
        pthread_cond_destroy(pieceDone)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        pieceDone.deallocate()
    }

    /// The caller's thread: takes pieces until none is left or its work
    /// reaches the limit, then waits for the one the other thread is on
    /// while it should take, and makes it if it is still not done.
    func runAsCaller() -> (pieces: [Piece], work: Int) {
        var work = 0, own = 0
        let start = System.monotonicSeconds()
        pthread_mutex_lock(lock)
        while next < count, work < limit {
            let k = next
            next += 1
            pthread_mutex_unlock(lock)
            let result = piece(k)
            work += result.work
            own += 1
            pthread_mutex_lock(lock)
            made[k] = result.piece
        }
        stopped = true
        if let (_, since) = otherOn {
            // A piece takes the other thread about what it took this one:
            // a wait that long costs less than making it again, unless the
            // system stopped that thread (then it is made here).
            let took = (System.monotonicSeconds() - start) / Double(max(1, own))
            waitForTheOther(until: since + took * 1.25)
        }
        let left = otherOn?.piece
        otherOn = nil
        pthread_mutex_unlock(lock)
        if let left {
            let result = piece(left)
            work += result.work
            pthread_mutex_lock(lock)
            made[left] = result.piece
            pthread_mutex_unlock(lock)
        }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return (made[..<next].map { $0! }, work)
    }

    /// The other thread: takes pieces while the caller's does; what it
    /// makes counts only if the caller has not taken the piece over.
    func takePieces() {
        pthread_mutex_lock(lock)
        while next < count, !stopped {
            let k = next
            next += 1
            otherOn = (k, System.monotonicSeconds())
            pthread_mutex_unlock(lock)
            let result = piece(k)
            pthread_mutex_lock(lock)
            if otherOn?.piece == k {
                made[k] = result.piece
                otherOn = nil
                pthread_cond_signal(pieceDone)
            }
        }
        pthread_mutex_unlock(lock)
    }

    /// Under the lock: until the other thread's piece is done, or the
    /// monotonic clock reads `deadline`.
    private func waitForTheOther(until deadline: Double) {
        #if canImport(Darwin)
        // Darwin's condition variables take no clock: a wait for so long.
        let left = deadline - System.monotonicSeconds()
        guard left > 0 else { return }
        var wait = Self.clockTime(left)
        while otherOn != nil, pthread_cond_timedwait_relative_np(pieceDone, lock, &wait) == 0 {}
        #else
        var at = Self.clockTime(deadline)
        while otherOn != nil, pthread_cond_timedwait(pieceDone, lock, &at) == 0 {}
        #endif
    }

    private static func clockTime(_ seconds: Double) -> timespec {
        let whole = seconds.rounded(.down)
        return timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    }
}
