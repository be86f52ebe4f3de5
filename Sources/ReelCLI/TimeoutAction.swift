import ReelCore

/// `--on-timeout`: what an idle timeout counts as.
package enum TimeoutAction: String, Sendable, CaseIterable {
    case cancel, accept
}
