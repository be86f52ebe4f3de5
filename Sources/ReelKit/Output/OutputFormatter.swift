/// The bytes printed on stdout after an accept: one value (or row index)
/// per component, joined by the delimiter, ended by a newline or NUL.
/// Values are the rows' original bytes, whatever they hold.
public enum OutputFormatter {
    public static func bytes(for state: PickerState, options: OutputOptions) -> [UInt8] {
        var out: [UInt8] = []
        for (i, wheel) in state.wheels.enumerated() {
            if i > 0 { out += Array(options.delimiter.utf8) }
            if options.indices {
                out += Array(String(wheel.selectedRow).utf8)
            } else {
                out += wheel.rows.value(at: wheel.selectedRow)
            }
        }
        out.append(options.nulTerminated ? 0 : 0x0A)
        return out
    }
}
