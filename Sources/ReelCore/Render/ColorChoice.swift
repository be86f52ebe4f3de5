import ReelInput
import ReelModel
import ReelText

/// `--color`.
public enum ColorChoice: String, Sendable, CaseIterable {
    case auto, always, never
}
