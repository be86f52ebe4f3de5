import ReelText

/// The parts of the picker on screen: a plain picker's own, or in a form
/// the shown field's, read and changed where the field keeps them. Every
/// feature that works on one picker's wheels (keys, the finder, checks,
/// relations, commands) works on the field shown through these, and
/// nothing is lent, swapped or renumbered when another field is shown.
extension PickerState {
    package internal(set) var wheels: [Wheel] {
        get { self[shown: \.wheels] }
        _modify { yield &self[shown: \.wheels] }
    }
    package internal(set) var checks: Checks {
        get { self[shown: \.checks] }
        _modify { yield &self[shown: \.checks] }
    }
    package internal(set) var presets: [PresetWheels] {
        get { self[shown: \.presets] }
        _modify { yield &self[shown: \.presets] }
    }
    package internal(set) var dependencies: Dependencies {
        get { self[shown: \.dependencies] }
        _modify { yield &self[shown: \.dependencies] }
    }
    package internal(set) var commands: Commands {
        get { self[shown: \.commands] }
        _modify { yield &self[shown: \.commands] }
    }
    package internal(set) var streaming: Streaming? {
        get { self[shown: \.streaming] }
        _modify { yield &self[shown: \.streaming] }
    }
    package internal(set) var filters: WheelFilters {
        get { self[shown: \.filters] }
        _modify { yield &self[shown: \.filters] }
    }

    /// The table look and where its list is scrolled (`Chrome.list`): the
    /// shown field's own, in a form.
    package internal(set) var list: ListScroll? {
        get {
            guard let form else { return chrome.list }
            return form.fields[form.shown].picker.chrome.list
        }
        _modify {
            if form == nil {
                yield &chrome.list
            } else {
                let shown = form!.shown
                yield &form!.fields[shown].picker.chrome.list
            }
        }
    }

    /// The shown field's parts whole: what changes two of them at once
    /// (the relations and the wheels they move) works on.
    var shownParts: WheelParts {
        get {
            guard let form else { return parts }
            return form.fields[form.shown].picker.parts
        }
        _modify {
            if form == nil {
                yield &parts
            } else {
                let shown = form!.shown
                yield &form!.fields[shown].picker.parts
            }
        }
    }

    private subscript<T>(shown path: WritableKeyPath<WheelParts, T>) -> T {
        // Read in place, not through a copy of the parts whole.
        get {
            guard let form else { return parts[keyPath: path] }
            return form.fields[form.shown].picker.parts[keyPath: path]
        }
        _modify { yield &shownParts[keyPath: path] }
    }
}
