import ReelInput
import ReelModel
import ReelText

/// Whether the terminal's own background is dark or light: `--theme
/// auto` picks its look by it, and the perspective's greys fade toward it
/// where a theme leaves the background to the terminal. The terminal edge
/// finds it out (OSC 11, else `COLORFGBG`); here it is only read.
public enum Backdrop: Sendable, Equatable, CaseIterable {
    case dark, light

    /// The backdrop of a background colour: light when its luma (Rec. 601,
    /// as the eye weighs red, green and blue) is over half.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        let luma = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
        self = luma > 127.5 ? .light : .dark
    }

    /// `COLORFGBG` as rxvt, Konsole and others set it: `fg;bg` or
    /// `fg;default;bg`, each one of the 16 colours; the last field is the
    /// background, read as xterm's default value of that colour (7 and 15
    /// are light, 0 and 8 dark). nil when the variable says nothing
    /// readable (`default`, a number past 15).
    package init?(colorfgbg: String) {
        guard let last = colorfgbg.split(separator: ";", omittingEmptySubsequences: false).last,
              let index = Int(last), (0...15).contains(index) else { return nil }
        let (red, green, blue) = ColorDepth.ansiRGB[index]
        self.init(red: red, green: green, blue: blue)
    }

    /// The colours reel takes the terminal's text and background to be
    /// where a theme leaves them unset.
    package var assumedForeground: (UInt8, UInt8, UInt8) {
        self == .light ? (0x30, 0x30, 0x30) : (0xD0, 0xD0, 0xD0)
    }

    package var assumedBackground: (UInt8, UInt8, UInt8) {
        self == .light ? (0xFF, 0xFF, 0xFF) : (0x00, 0x00, 0x00)
    }
}
