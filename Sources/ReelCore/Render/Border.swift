import ReelInput
import ReelModel
import ReelText

/// `--border`: the line drawn around the whole picker, the title set into
/// its top edge. `ascii` is for terminals and fonts without box drawing.
public enum BorderStyle: String, Sendable, CaseIterable {
    case none, rounded, sharp, double, ascii, heavy

    /// Corners and edges: top-left, top, top-right, side, bottom-left, bottom-right.
    struct Glyphs {
        var topLeft, horizontal, topRight, vertical, bottomLeft, bottomRight: String
    }

    var glyphs: Glyphs? {
        switch self {
        case .none: nil
        case .rounded: Glyphs(topLeft: "╭", horizontal: "─", topRight: "╮", vertical: "│", bottomLeft: "╰", bottomRight: "╯")
        case .sharp: Glyphs(topLeft: "┌", horizontal: "─", topRight: "┐", vertical: "│", bottomLeft: "└", bottomRight: "┘")
        case .double: Glyphs(topLeft: "╔", horizontal: "═", topRight: "╗", vertical: "║", bottomLeft: "╚", bottomRight: "╝")
        case .ascii: Glyphs(topLeft: "+", horizontal: "-", topRight: "+", vertical: "|", bottomLeft: "+", bottomRight: "+")
        case .heavy: Glyphs(topLeft: "┏", horizontal: "━", topRight: "┓", vertical: "┃", bottomLeft: "┗", bottomRight: "┛")
        }
    }
}
