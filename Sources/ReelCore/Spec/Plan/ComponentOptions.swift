import ReelModel
import ReelText

/// Options that apply to one component (or, before the first, to all).
package struct ComponentOptions: Sendable, Equatable {
    package var label: String?
    package var width: Int?
    package var alignment: Alignment?
    /// `--select`, as the argument's bytes: a row is matched by its value's bytes.
    package var select: [UInt8]?
    package var selectRow: Int?
    package var cyclic: Bool?
    /// Fields of an input row that are shown, printed and drawn as an icon.
    package var show: FieldRange?
    package var valueField: Int?
    package var iconField: Int?
    /// Fields of an input row the filter and the `/` search look at (`--match`).
    package var match: FieldRange?
    /// Rows that name a colour show a swatch of it.
    package var swatch: Bool?
    /// `--multi[=N]`: rows may be checked, at most this many (`Int.max`: any).
    package var multi: Int?
    /// `--ansi[=keep]`: what SGR sequences in input rows are.
    package var colorCodes: ColorCodes?
    /// `--header-lines N`: the input's first N lines head the rows.
    package var headerLines: Int?

    package init() {}

    /// Whether any option splits the rows into fields (`FieldRows`).
    package var usesFields: Bool { show != nil || valueField != nil || iconField != nil || match != nil }

    /// These options where given, `base`'s elsewhere: a component's own
    /// over those given before the first `--component`.
    package func over(_ base: ComponentOptions) -> ComponentOptions {
        var merged = self
        merged.label = label ?? base.label
        merged.width = width ?? base.width
        merged.alignment = alignment ?? base.alignment
        merged.select = select ?? base.select
        merged.selectRow = selectRow ?? base.selectRow
        merged.cyclic = cyclic ?? base.cyclic
        merged.show = show ?? base.show
        merged.valueField = valueField ?? base.valueField
        merged.iconField = iconField ?? base.iconField
        merged.match = match ?? base.match
        merged.swatch = swatch ?? base.swatch
        merged.multi = multi ?? base.multi
        merged.colorCodes = colorCodes ?? base.colorCodes
        merged.headerLines = headerLines ?? base.headerLines
        return merged
    }
}
