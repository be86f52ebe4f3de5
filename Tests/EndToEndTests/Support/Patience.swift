import Foundation

/// How long a test waits for something it expects to happen: the one
/// deadline of every wait in these tests. It is generous on purpose: a
/// wait fails when the thing never happens, not when the machine is busy
/// (two busy loops per core, a build beside the tests). Nothing here says
/// how fast reel is; what it did is counted instead (bytes, frames, keys),
/// or its timing is a unit test with a clock of the test's own.
enum Patience {
    static let seconds: Double = 60

    /// Polls `condition` every 10 ms until it holds or patience runs out;
    /// whether it held.
    static func wait(for condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition() {
            guard ContinuousClock.now < deadline else { return condition() }
            usleep(10_000)
        }
        return true
    }
}
