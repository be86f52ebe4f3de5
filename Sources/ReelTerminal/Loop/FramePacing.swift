import ReelCore

/// When the loop draws: at once after a key, a timer or anything else, but
/// at most once per `interval` while rows (streamed, or a command's) are
/// all that arrive. A fast producer then costs a few frames a second's
/// worth of input, not one per read (19 frames for 19 MB through a pipe,
/// each rendered and written), and the rows still show as they come.
package struct FramePacing {
    /// 60 frames a second.
    package static let interval = 1.0 / 60

    private var lastFrame = -Double.infinity
    private var onlyRowsSinceFrame = false

    package init() {}

    /// When the next frame is due: `now` or earlier means draw now.
    package func due(at now: Double) -> Double {
        onlyRowsSinceFrame ? lastFrame + Self.interval : now
    }

    package mutating func drew(at now: Double) {
        (lastFrame, onlyRowsSinceFrame) = (now, true)
    }

    package mutating func saw(_ event: LoopEvent) {
        switch event {
        // A command's rows are rows too: 300 command wheels loading draw
        // a few frames, not one per read.
        case .model(.rows), .model(.commandOutput), .model(.commandEnded): return
        default: onlyRowsSinceFrame = false
        }
    }
}
