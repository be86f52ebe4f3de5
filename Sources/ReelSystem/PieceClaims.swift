/// The pieces of one `claim` and their counter, under a lock both
/// threads take between pieces (`TwoThreads`, `SecondThread`).
final class PieceClaims: SharedPieces, @unchecked Sendable {
    private let count: Int, limit: Int
    /// Dropped when the caller's thread is done: the other thread,
    /// started late or not, calls it no more (and keeps it no longer
    /// than `claim`, which does not let it escape).
    private var piece: ((Int) -> Int)?
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var next = 0
    /// The caller's thread stopped taking pieces: so does the other.
    private var stopped = false
    /// Pieces the other thread is on.
    private var running = 0

    init(count: Int, limit: Int, piece: @escaping (Int) -> Int) {
        self.count = count
        self.limit = limit
        self.piece = piece
        pthread_mutex_init(lock, nil)
        pthread_cond_init(finished, nil)
    }

    deinit {
        pthread_cond_destroy(finished)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        finished.deallocate()
    }

    func takePieces() { _ = run(asCaller: false) }

    var taken: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return next
    }

    /// Takes pieces until none is left or, for the caller's thread,
    /// its work reaches the limit (the other's: the caller stopped);
    /// the caller's then waits for the piece the other is on. Returns
    /// the work it did.
    func run(asCaller caller: Bool) -> Int {
        var work = 0
        pthread_mutex_lock(lock)
        while true {
            if caller && work >= limit { stopped = true }
            guard next < count, !stopped else { break }
            let k = next
            next += 1
            if !caller { running += 1 }
            pthread_mutex_unlock(lock)
            work += call(k)
            pthread_mutex_lock(lock)
            if !caller {
                running -= 1
                if running == 0 { pthread_cond_signal(finished) }
            }
        }
        if caller {
            stopped = true
            while running > 0 { pthread_cond_wait(finished, lock) }
            piece = nil
        }
        pthread_mutex_unlock(lock)
        return work
    }

    /// Piece `k`, the closure held only for the call (`piece` is set
    /// while a piece is taken: the caller drops it once none runs).
    @inline(never)
    private func call(_ k: Int) -> Int { piece!(k) }
}
