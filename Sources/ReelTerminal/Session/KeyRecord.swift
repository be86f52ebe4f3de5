import ReelCore

/// The keys a person pressed in a drawn run (`REEL_RECORD`), in order, as
/// the decoder gave them: written down as KEYS (`KeyScript.written`) when
/// the run ends, so a test can replay them.
package final class KeyRecord {
    package private(set) var keys: [Key] = []

    package init() {}

    func append(_ key: Key) { keys.append(key) }

    /// The keys in the KEYS syntax, one line.
    package var line: String { KeyScript.written(keys) }
}
