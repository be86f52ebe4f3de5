/// Runs numbered pieces of work, at once where it can, and returns when
/// they are done. The code that has work to split (the filter's scan, its
/// listing) cuts it in pieces whose results it puts together in their
/// order, and takes a `Workers`; the edge that runs the program says
/// whether pieces run at once: `TwoThreads` or `SecondThread` there,
/// `InTurn` where nothing is given (the core starts no thread of its own,
/// and its tests stay on one thread unless they hand it two).
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

    /// Pieces 0, 1, 2, … of `count`, taken in that order, until the work
    /// the caller's thread has done reaches `limit`, as `claim` takes
    /// them; returns what the pieces taken made (always the first ones),
    /// in their order, and the caller's work. Unlike `claim`, the caller's
    /// thread waits for the other no longer than a piece should take: a
    /// piece the other is still on then (a thread the system stopped to
    /// run another program's, for milliseconds) is made again by the
    /// caller, and the other's result dropped when it comes. So `piece`
    /// may still run after `gather` returned, and twice for one number:
    /// it reads only what it holds (values, a buffer that stays put while
    /// shared) and makes the same thing each time.
    func gather<Piece: Sendable>(_ count: Int, upTo limit: Int,
                                 _ piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) -> (pieces: [Piece], work: Int)
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

    package func gather<Piece: Sendable>(_ count: Int, upTo limit: Int,
                                        _ piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) -> (pieces: [Piece], work: Int) {
        var pieces: [Piece] = [], work = 0
        while pieces.count < count && work < limit {
            let made = piece(pieces.count)
            pieces.append(made.piece)
            work += made.work
        }
        return (pieces, work)
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
            let claims = PieceClaims(count: count, limit: limit, piece: piece)
            _ = DetachedThread.start { claims.takePieces() }
            let work = claims.run(asCaller: true)
            return (claims.taken, work)
        }
    }

    package func gather<Piece: Sendable>(_ count: Int, upTo limit: Int,
                                        _ piece: @escaping @Sendable (Int) -> (piece: Piece, work: Int)) -> (pieces: [Piece], work: Int) {
        guard count > 1 else { return InTurn().gather(count, upTo: limit, piece) }
        let gathering = PieceGathering(count: count, limit: limit, piece: piece)
        _ = DetachedThread.start { gathering.takePieces() }
        return gathering.runAsCaller()
    }
}
