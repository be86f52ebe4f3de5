/// Runs numbered pieces of work, at once where it can, and returns when
/// they are done. The code that has work to split (the filter's scan, its
/// listing) cuts it in pieces whose results it puts together in their
/// order, and takes a `Workers`; the edge that runs the program says
/// whether pieces run at once: `TwoThreads` there, `InTurn` where nothing
/// is given (the core starts no thread of its own, and its tests stay on
/// one thread unless they hand it two).
package protocol Workers: Sendable {
    /// How many pieces run at once: 1 in turn, 2 on two threads. Work
    /// measured in time (a slice of a scan within a frame) is cut in
    /// pieces only when they do.
    var atOnce: Int { get }

    /// Runs pieces 0, 1, 2, … of `count`, taken in that order, each once,
    /// until the work the caller's thread has done (each `piece` returns
    /// its own) reaches `limit`: no piece is taken after that, so a second
    /// thread adds to what the caller does, never makes it wait longer
    /// than for the piece it is on. Returns how many were taken, all run
    /// (always the first ones), and the caller's work. Each piece touches
    /// only what no other piece writes.
    func claim(_ count: Int, upTo limit: Int, _ piece: (Int) -> Int) -> (taken: Int, work: Int)
}

extension Workers {
    /// `first` and `second`, at once where pieces run at once.
    package func both(_ first: () -> Void, _ second: () -> Void) {
        _ = claim(2, upTo: .max) { k in
            if k == 0 { first() } else { second() }
            return 0
        }
    }
}

/// One piece after the other, on the caller's thread.
package struct InTurn: Workers {
    package init() {}
    package var atOnce: Int { 1 }

    package func claim(_ count: Int, upTo limit: Int, _ piece: (Int) -> Int) -> (taken: Int, work: Int) {
        var work = 0, k = 0
        while k < count && work < limit {
            work += piece(k)
            k += 1
        }
        return (k, work)
    }
}

/// The caller's thread and one more take the pieces in turn, whichever is
/// free first: two cores for a million rows, and no wait for a thread the
/// system starts late (the caller's takes every piece meanwhile, and
/// returns without it: it waits only for a piece the other thread is
/// on). A thread is started for each call (some tens of microseconds,
/// against milliseconds of work); one that cannot be started leaves every
/// piece to the caller's.
package struct TwoThreads: Workers {
    package init() {}
    package var atOnce: Int { 2 }

    package func claim(_ count: Int, upTo limit: Int, _ piece: (Int) -> Int) -> (taken: Int, work: Int) {
        guard count > 1 else { return InTurn().claim(count, upTo: limit, piece) }
        return withoutActuallyEscaping(piece) { piece in
            let claims = Claims(count: count, limit: limit, piece: piece)
            let job = Unmanaged.passRetained(claims).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            if pthread_create(&thread, nil, { claims in
                #if canImport(Darwin)
                _ = Unmanaged<Claims>.fromOpaque(claims).takeRetainedValue().run(asCaller: false)
                #else
                _ = Unmanaged<Claims>.fromOpaque(claims!).takeRetainedValue().run(asCaller: false)
                #endif
                return nil
            }, job) == 0 {
                #if canImport(Darwin)
                if let thread { pthread_detach(thread) }
                #else
                pthread_detach(thread)
                #endif
            } else {
                Unmanaged<Claims>.fromOpaque(job).release()
            }
            let work = claims.run(asCaller: true)
            return (claims.taken, work)
        }
    }

    /// The pieces' counter, under a lock both threads take between pieces.
    private final class Claims: @unchecked Sendable {
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
}
