import ReelSystem

/// What the loop waits on and the process it runs in: poll(2) over its
/// sources, the signals caught onto a pipe it polls, a job's stop, and the
/// clock. `SystemPoller` is the real one; a test plays one on a clock it
/// moves itself, so no test waits for time to pass.
package protocol Poller: AnyObject {
    /// Waits until one of `sources` can be read (`.output`: written), or
    /// `milliseconds` pass (-1: no limit): how each is, in order. nil when a signal cut the
    /// wait short (the signal pipe holds it now).
    func wait(on sources: [PollSource], milliseconds: Int32) -> [System.Readiness]?
    /// Seconds on a monotonic clock: what events are stamped with.
    func now() -> Double
    /// From here on, the signals the loop handles are written to a pipe of
    /// its own (`SignalPipe.subscribe`); `releaseSignals` puts back what
    /// was there.
    func catchSignals()
    /// The pipe's read end while signals are caught, else -1: what a frame
    /// written to a slow terminal watches.
    var signalDescriptor: Int32 { get }
    func releaseSignals()
    /// The signals caught since the last call, in order.
    func takeSignals() -> [Int32]
    /// Signals taken but not acted on, for the next wait to see.
    func putBack(_ signals: [Int32])
    /// Stops reel like any job (SIGTSTP with its default action); returns
    /// when the shell continues it.
    func stopAsJob()
}
