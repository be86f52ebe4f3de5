// What a program that imports ReelKit sees of the layer below: the
// value types the documented API takes and returns (Appearance, Theme,
// Style, Color, Frame, TerminalSize, Alignment, BorderStyle, ColorChoice).
// Only those are public in ReelCore; everything else there is `package`.
@_exported import ReelCore
