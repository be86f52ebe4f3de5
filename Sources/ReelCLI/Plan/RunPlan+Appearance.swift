import ReelCore

/// How the picker looks: the options of the command line for a terminal
/// of some depth and background.
extension RunPlan {
    /// How the picker looks, for a picker of `wheels` wheels drawn on a
    /// terminal of `depth` colours with a `backdrop` background; a form's
    /// wheels take their own field's `--swatch`. `plainMarks`: the locale
    /// may lack ✓ (`MarkPolicy`).
    package func appearance(state: PickerState, depth: ColorDepth, backdrop: Backdrop = .dark,
                            plainMarks: Bool = false) -> Appearance {
        var appearance = appearance(wheels: state.shownWheels.wheels.count, depth: depth, backdrop: backdrop, plainMarks: plainMarks)
        let form = state.form
        if form.hasLines {
            appearance.fieldSwatches = form.fields.indices.map { index in
                // A text or a switch alone is a form of one field.
                let own = picker.fields.indices.contains(index) ? picker.fields[index] : nil
                return (0..<form.fields[index].wheelCount).map { wheel in
                    own?.options(ofWheel: wheel).swatch ?? false
                }
            }
        }
        return appearance
    }

    package func appearance(wheels: Int, depth: ColorDepth, backdrop: Backdrop = .dark, plainMarks: Bool = false) -> Appearance {
        var appearance = Appearance(theme: theme, depth: depth, backdrop: backdrop, flat: flat, plainMarks: plainMarks)
        appearance.border = border
        appearance.rowHeight = rowHeight
        appearance.gap = gap
        appearance.fullscreen = fullscreen
        appearance.listFillsScreen = fullscreen && !rowsGiven
        appearance.hints = hints
        appearance.keepsRight = keepRight
        // Rows piped in with no --component get the defaults, as in
        // PickerFactory; a form's fields have their own (`fieldSwatches`).
        let own = namesFields ? nil : picker.fields.first
        appearance.swatches = (0..<wheels).map { own?.options(ofWheel: $0).swatch ?? false }
        return appearance
    }
}
