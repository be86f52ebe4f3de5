/// Where text sits when it is narrower than its column.
public enum Alignment: String, Sendable, CaseIterable {
    case left, center, right
}
