import ReelCore

/// Keys written down for `Picker.run(keys:)`, in `reel`'s KEYS: text types
/// itself, `<enter>`, `<tab>`, `<down>`, `<ctrl+t>`… are keys, `<lt>` a
/// `<`, `<wait>` waits until nothing loads or ranks. A literal is read as
/// it is written (one that names no key stops the program: it is the
/// test's mistake); text from elsewhere is read with `init(reading:)`, which
/// throws.
public struct PickerKeys: Sendable, ExpressibleByStringLiteral {
    /// Why the text is not KEYS: one line, naming what is wrong.
    public struct ReadError: Error, Equatable, Sendable {
        public var reason: String
    }

    package let script: KeyScript

    public init(reading text: String) throws(ReadError) {
        do { script = try KeyScript(parsing: text) } catch { throw ReadError(reason: error.reason) }
    }

    public init(stringLiteral text: String) {
        do { script = try KeyScript(parsing: text) } catch { preconditionFailure("keys \"\(text)\": \(error.reason)") }
    }
}
