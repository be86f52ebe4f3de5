/// Why `--button TEXT:KEY` cannot have its KEY (`ReelError.buttonKey`
/// says it in words): each is a key that would never press the button,
/// or would take a key reel or another button needs.
package enum ButtonKeyProblem: Equatable, Sendable {
    /// `ctrl+zz`, `ctrl+1`: meant as a ctrl key, but none.
    case notAKey(String)
    /// ctrl+h, ctrl+i, ctrl+j, ctrl+m: the terminal sends this key (by name) for it.
    case sentAs(key: String, sent: String)
    /// ctrl+c interrupts, always (exit 130).
    case interrupt
    /// Another button's key already: the text of that button.
    case taken(key: String, by: String)
    /// A character under `--filter`, whose query takes every character typed.
    case typedIntoQuery(key: String)
}
