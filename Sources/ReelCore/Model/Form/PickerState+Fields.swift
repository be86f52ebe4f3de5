import ReelText

/// A form made of pickers: the fields' wheels side by side in one picker
/// that shows one field at a time. Each field's own relations see its
/// wheels alone (`FieldDependency`), its command wheels count its own
/// wheels (`CommandFeed.scope`) and its checks move with its wheels; the
/// chrome (title, buttons) is the form's, from `chrome`.
extension PickerState {
    package init(fields: [(name: String, picker: PickerState)], chrome: Chrome, focus: Focus? = nil) {
        var wheels: [Wheel] = []
        var dependencies: [any WheelDependency] = []
        var order: [Int] = []
        var entries: [Form.Field] = []
        var checks = Checks()
        var feeds: [CommandFeed] = []
        var presets: [PresetWheels] = []
        for (name, picker) in fields {
            let offset = wheels.count
            let range = offset..<(offset + picker.wheels.count)
            wheels += picker.wheels
            dependencies += picker.dependencies.all.map { FieldDependency($0, wheels: range) }
            order += picker.wheelOrder.map { $0 + offset }
            entries.append(Form.Field(name: name, wheels: range, separator: picker.chrome.separator))
            for (wheel, multi) in picker.checks.wheels { checks.allowMultiple(inWheel: wheel + offset, limit: multi.limit) }
            presets += picker.presets.map { $0.shifted(by: offset) }
            for var feed in picker.commands.feeds {
                guard let wheel = feed.wheel else { continue }
                feed.target = .wheel(wheel + offset)
                feed.scope = feed.scope.map { ($0.lowerBound + offset)..<($0.upperBound + offset) } ?? range
                feeds.append(feed)
            }
        }
        self.init(wheels: wheels, focus: focus ?? .wheel(order.first ?? 0))
        self.chrome = chrome
        self.chrome.displayOrder = order
        self.dependencies = Dependencies(dependencies)
        self.checks = checks
        self.presets = presets
        let form = Form(fields: entries)
        for feed in feeds { commands.add(feed, form: form) }
        self.form = form
        self.form?.follow(self.focus)
        refreshNotes()
    }
}
