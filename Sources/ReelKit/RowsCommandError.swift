import ReelCore

extension Picker {
    /// Why a command cannot feed the picker: its placeholders name a
    /// component the picker does not have, the component does not exist,
    /// or (from `loadRowsCommands()`) the command failed or printed nothing.
    public struct RowsCommandError: Error, Equatable, Sendable {
        /// The component the command feeds; nil for the preview and change
        /// commands.
        public var component: Int?
        /// What went wrong, in a line: a placeholder error, the command's
        /// first stderr line, its exit status, or "no output".
        public var message: String
        /// In a form, the field whose component it is.
        package var field: Int?

        public init(component: Int?, message: String) {
            self.component = component
            self.message = message
        }
    }
}
