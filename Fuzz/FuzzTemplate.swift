/// Any --format text parses to a template or a TemplateError; a parsed
/// template renders against a picker without crashing.
func fuzzTemplate(_ bytes: [UInt8]) {
    do {
        let template = try Template(parsing: bytes)
        var plan = fuzzTemplatePlan
        plan.output.choose(.template(template))
        let inputs = PickerFactory.Inputs(
            standardInputIsTerminal: true,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
            readFile: { _, _ throws(LineRows.ReadError) in LineRows("") },
            now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0), locale: nil)
        if let state = try? PickerFactory.makeState(plan, inputs: inputs) {
            _ = OutputFormatter.bytes(for: state, options: plan.output)
        }
    } catch {
        precondition(isOneSafeLine(error.message), "template error is not one safe line")
    }
}

/// `-c 1...3 -c a,b`, made once.
let fuzzTemplatePlan = try! RunPlan(ArgumentParser.parse(raw: ["-c", "1...3", "-c", "a,b"].map { Array($0.utf8) }))
