/// The caller's thread and one more that lives as long as this value:
/// pieces are taken as `TwoThreads` takes them, but the other thread is
/// started once, at the first call with pieces to share, and parked on a
/// condition variable between calls. The picker's filter hands it a slice
/// every few milliseconds (`gather`), where a thread started per call
/// cost a start each time. A call made while another caller's pieces are
/// still handed out, or once the thread could not be started, runs on
/// the caller's thread alone.
package final class SecondThread: Workers, @unchecked Sendable {
    private let post = Post()

    package init() {}

    deinit { post.close() }

    package var atOnce: Int { 2 }

    package func claim(_ count: Int, upTo limit: Int, _ piece: (Int) -> Int) -> (taken: Int, work: Int) {
        guard count > 1 else { return InTurn().claim(count, upTo: limit, piece) }
        return withoutActuallyEscaping(piece) { piece in
            let claims = PieceClaims(count: count, limit: limit, piece: piece)
            let offered = post.offer(claims)
            let work = claims.run(asCaller: true)
            // Not taken by now, it never is: the other thread finds no work.
            if offered { post.withdraw(claims) }
            return (claims.taken, work)
        }
    }

    package func gather<Piece: Sendable>(_ count: Int, upTo limit: Int,
                                        _ piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) -> (pieces: [Piece], work: Int) {
        guard count > 1 else { return InTurn().gather(count, upTo: limit, piece) }
        let gathering = PieceGathering(count: count, limit: limit, piece: piece)
        let offered = post.offer(gathering)
        let made = gathering.runAsCaller()
        if offered { post.withdraw(gathering) }
        return made
    }

    /// What the other thread is handed, under a lock: a call's pieces, or
    /// the word to end.
    private final class Post: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var job: (any SharedPieces)?
        private var started = false
        /// The thread could not be started: every call runs in turn.
        private var failed = false
        private var closed = false

        init() {
            pthread_mutex_init(lock, nil)
            pthread_cond_init(wake, nil)
        }

        deinit {
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(lock)
            lock.deallocate()
            wake.deallocate()
        }

        /// Hands `claims` to the other thread (started now if it never
        /// was) unless it has a call's pieces already, or there is none.
        func offer(_ claims: any SharedPieces) -> Bool {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            if !started {
                started = true
                failed = !start()
            }
            guard !failed, !closed, job == nil else { return false }
            job = claims
            pthread_cond_signal(wake)
            return true
        }

        /// The call is over: its pieces are no longer handed out.
        func withdraw(_ claims: any SharedPieces) {
            pthread_mutex_lock(lock)
            if job === claims { job = nil }
            pthread_mutex_unlock(lock)
        }

        /// The thread ends once it is done with the pieces it is on.
        func close() {
            pthread_mutex_lock(lock)
            closed = true
            pthread_cond_signal(wake)
            pthread_mutex_unlock(lock)
        }

        /// Under the lock. The thread holds the post until it ends.
        private func start() -> Bool {
            DetachedThread.start { self.serve() }
        }

        /// The other thread: parked until a call's pieces come, then takes
        /// them while the caller's thread does.
        private func serve() {
            pthread_mutex_lock(lock)
            while !closed {
                guard let claims = job else {
                    pthread_cond_wait(wake, lock)
                    continue
                }
                job = nil
                pthread_mutex_unlock(lock)
                claims.takePieces()
                pthread_mutex_lock(lock)
            }
            pthread_mutex_unlock(lock)
        }
    }
}
