/// The pieces of one `gather` and what they made, under a lock both
/// threads take between pieces. The caller's thread never waits here: it
/// makes again the piece the other thread is on when it is done, and
/// what that thread makes of it later is dropped.
final class PieceGathering<Piece: Sendable>: SharedPieces, @unchecked Sendable {
    private let count: Int, limit: Int
    private let piece: @Sendable (Int) -> (piece: Piece, work: Int)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// What each piece taken made, once made by the thread it is the
    /// piece of.
    private var made: [Piece?]
    private var next = 0
    /// The caller's thread stopped taking pieces: so does the other.
    private var stopped = false
    /// The piece the other thread is on; nil once it is done, or once the
    /// caller's thread took it over.
    private var otherOn: Int?

    init(count: Int, limit: Int, piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) {
        self.count = count
        self.limit = limit
        self.piece = piece
        made = Array(repeating: nil, count: count)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The caller's thread: takes pieces until none is left or its work
    /// reaches the limit, then makes the one the other thread is still on.
    func runAsCaller() -> (pieces: [Piece], work: Int) {
        var work = 0
        pthread_mutex_lock(lock)
        while next < count, work < limit {
            let k = next
            next += 1
            pthread_mutex_unlock(lock)
            let result = piece(k)
            work += result.work
            pthread_mutex_lock(lock)
            made[k] = result.piece
        }
        stopped = true
        let left = otherOn
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
            otherOn = k
            pthread_mutex_unlock(lock)
            let result = piece(k)
            pthread_mutex_lock(lock)
            if otherOn == k {
                made[k] = result.piece
                otherOn = nil
            }
        }
        pthread_mutex_unlock(lock)
    }
}
