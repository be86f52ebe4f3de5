/// A thread of our own that nobody joins: it ends when `body` returns.
enum DetachedThread {
    /// Starts `body` on a new thread; false when the system would not
    /// start one (the caller then does the work itself).
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let made = pthread_create(&thread, nil, { box in
            #if canImport(Darwin)
            Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
            #else
            Unmanaged<Body>.fromOpaque(box!).takeRetainedValue().run()
            #endif
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    /// The closure, as the one pointer pthread_create passes.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// The pieces of one call, as the other thread takes them: until none is
/// left or the caller's thread stopped.
protocol SharedPieces: AnyObject, Sendable {
    func takePieces()
}
