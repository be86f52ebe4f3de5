/// Runs two pieces of work and returns when both are done. The code that
/// has work to split (the filter's scan, its listing) says what may run
/// at once and takes a `Workers`; the edge that runs the program says
/// whether it does: `TwoThreads` there, `InTurn` where nothing is given
/// (the core starts no thread of its own, and its tests stay on one
/// thread unless they hand it two).
package protocol Workers: Sendable {
    /// How many pieces of work run at once: 1 in turn, 2 on two threads.
    /// Work measured in time (a slice of a scan within a frame) is split
    /// in two only when they do.
    var atOnce: Int { get }

    /// Runs `first` and `second`, each touching only what the other does
    /// not write, and returns when both have.
    func both(_ first: () -> Void, _ second: () -> Void)
}

/// One piece of work after the other, on the caller's thread.
package struct InTurn: Workers {
    package init() {}
    package var atOnce: Int { 1 }
    package func both(_ first: () -> Void, _ second: () -> Void) {
        first()
        second()
    }
}

/// The second piece of work on a thread of its own while the caller's
/// thread does the first: two cores for a million rows. A thread is
/// started for each call (some tens of microseconds, against
/// milliseconds of work) and joined before `both` returns, so no work
/// outlives it; a thread that cannot be started leaves both to the caller.
package struct TwoThreads: Workers {
    package init() {}
    package var atOnce: Int { 2 }

    package func both(_ first: () -> Void, _ second: () -> Void) {
        withoutActuallyEscaping(second) { second in
            let job = Unmanaged.passRetained(Job(second)).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            guard pthread_create(&thread, nil, { job in
                #if canImport(Darwin)
                Unmanaged<Job>.fromOpaque(job).takeRetainedValue().run()
                #else
                Unmanaged<Job>.fromOpaque(job!).takeRetainedValue().run()
                #endif
                return nil
            }, job) == 0 else {
                Unmanaged<Job>.fromOpaque(job).release()
                first()
                second()
                return
            }
            first()
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        }
    }

    /// The work handed to the thread (released there once done, before the join returns).
    private final class Job: @unchecked Sendable {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
