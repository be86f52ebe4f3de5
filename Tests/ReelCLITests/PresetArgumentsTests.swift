import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

/// A preset's options as the command line gives them: what each preset
/// takes, a label list for its wheels, and every error in one line.
@Suite struct PresetArgumentsTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 1, day: 31), hour: 14, minute: 7)

    func make(_ arguments: [String]) throws -> PickerState {
        try Invocation.state(arguments, inputs: .fixed(now: Self.now))
    }

    func message(_ arguments: [String]) -> String? {
        do {
            _ = try make(arguments)
            return nil
        } catch {
            return (error as? ReelError)?.message
        }
    }

    @Test func labelListOverridesThePresetsLabels() throws {
        let state = try make(["-p", "duration", "--label", "시,,초"])
        #expect(state.wheels.map(\.label) == ["시", "min", "초"])
        #expect(message(["-p", "time", "-l", "a,b,c"]) == "--label lists 3 items for 2 wheels")
    }

    @Test func buttonsInTheLocalesWords() throws {
        func make(_ arguments: [String], locale: String?) throws -> PickerState {
            try Invocation.state(arguments, inputs: .fixed(now: Self.now, locale: locale))
        }
        #expect(try make(["-p", "time"], locale: "de_DE.UTF-8").chrome.doneTitle == "Fertig")
        #expect(try make(["-c", "1...3"], locale: "ja_JP.UTF-8").chrome.doneTitle == "完了")
        #expect(try make(["-c", "1...3", "--done", "OK"], locale: "ko_KR.UTF-8").chrome.doneTitle == "OK")
        #expect(try make(["-c", "1...3"], locale: "ko_KR.UTF-8").chrome.cancelTitle == nil, "no Cancel unless asked")
        #expect(try make(["-c", "1...3", "--cancel", ""], locale: "ko_KR.UTF-8").chrome.cancelTitle == "취소")
        #expect(try make(["-c", "1...3", "--cancel", "아니요"], locale: "ko_KR.UTF-8").chrome.cancelTitle == "아니요")
        #expect(try make(["-c", "1...3", "--cancel", ""], locale: nil).chrome.cancelTitle == "Cancel")
    }

    /// An option only some presets take works with those that declare it
    /// and is refused, naming them, by the rest.
    @Test(arguments: Preset.all.map(\.name))
    func theOptionsItTakesAreTheOnesItDeclares(_ name: String) throws {
        let kind = try #require(Preset.named(name)).kind
        let given: [(PresetOption, [String])] = [
            (.minuteInterval, ["--minute-interval", "5"]), (.carry, ["--carry"]),
            (.dateBounds, ["--min", "2026-01-01"]), (.timeBounds, ["--min", "2026-01-01T10:00"]),
        ]
        for (option, arguments) in given {
            let taken = kind.accepts.contains(option) && (option != .timeBounds || kind.accepts.contains(.dateBounds))
            do {
                _ = try make(["-p", name] + arguments)
                #expect(taken, "--preset \(name) \(arguments.joined(separator: " ")) should be refused")
            } catch let error as ReelError {
                #expect(!taken, "--preset \(name) \(arguments.joined(separator: " ")): \(error.message)")
                let takers = option == .timeBounds && kind.accepts.contains(.dateBounds) ? Preset.names(accepting: .timeBounds)
                    : Preset.names(accepting: option == .timeBounds ? .dateBounds : option)
                #expect(error.message.contains(takers), "\(error.message)")
            }
        }
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(arguments: ["-p", "week"], message: "-p: 'week' is not valid; expected one of duration, time, time12, date, datetime, month"),
        Bad(arguments: ["-p", "time", "--minute-interval", "7"],
            message: "--minute-interval: '7' is not valid; expected a divisor of 60 from 1 to 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)"),
        Bad(arguments: ["-p", "time", "--minute-interval", "60"],
            message: "--minute-interval: '60' is not valid; expected a divisor of 60 from 1 to 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)"),
        Bad(arguments: ["-p", "time", "-s", "24:00"], message: "--select '24:00' does not fit --preset time; expected HH:MM, e.g. 14:05"),
        Bad(arguments: ["-p", "time", "--minute-interval", "10", "-s", "14:05"],
            message: "--select '14:05' does not fit --preset time; expected minutes on the --minute-interval of 10"),
        Bad(arguments: ["-p", "duration", "-s", "1:30"], message: "--select '1:30' does not fit --preset duration; expected H:MM:SS, e.g. 1:30:00"),
        Bad(arguments: ["-p", "time12", "-s", "13:00 PM"], message: "--select '13:00 PM' does not fit --preset time12; expected H:MM AM or PM, e.g. 2:05 PM"),
        Bad(arguments: ["-p", "date", "-s", "2026-02-30"], message: "--select 2026-02-30: February 2026 has 28 days"),
        Bad(arguments: ["-p", "date", "-s", "2024-02-30"], message: "--select 2024-02-30: February 2024 has 29 days"),
        Bad(arguments: ["-p", "date", "-s", "2026-04-31"], message: "--select 2026-04-31: April 2026 has 30 days"),
        Bad(arguments: ["-p", "date", "-s", "2026-13-01"], message: "--select 2026-13-01: a year has 12 months"),
        Bad(arguments: ["-p", "date", "-s", "2026-02-00"], message: "--select 2026-02-00: days count from 01"),
        Bad(arguments: ["-p", "date", "-s", "2026-2-3"], message: "--select '2026-2-3' does not fit --preset date; expected YYYY-MM-DD, e.g. 2026-02-14"),
        Bad(arguments: ["-p", "date", "--min", "2026-02-29"], message: "--min 2026-02-29: February 2026 has 28 days"),
        Bad(arguments: ["-p", "datetime", "--max", "2026-06-31T10:00"], message: "--max 2026-06-31T10:00: June 2026 has 30 days"),
        Bad(arguments: ["-p", "datetime", "-s", "2026-02-30T10:00"], message: "--select 2026-02-30T10:00: February 2026 has 28 days"),
        Bad(arguments: ["-p", "date", "--max", "2026-01-01", "-s", "2026-02-14"],
            message: "--select '2026-02-14' does not fit --preset date; expected a date from 1926-01-31 to 2026-01-01 (--min, --max)"),
        Bad(arguments: ["-p", "date", "--min", "2026-1-1"],
            message: "--min: '2026-1-1' is not valid; expected a date YYYY-MM-DD, a date and time YYYY-MM-DDTHH:MM (e.g. 2026-02-14T09:30) or a month YYYY-MM"),
        Bad(arguments: ["-p", "date", "--min", "2026-01-01T10:00"],
            message: "--min: '2026-01-01T10:00' is not valid; expected a date YYYY-MM-DD with --preset date (a time only with datetime)"),
        Bad(arguments: ["-p", "datetime", "--min", "2026-01-01T10:00", "--max", "2026-01-01T09:59"],
            message: "--min 2026-01-01T10:00 is after --max 2026-01-01T09:59"),
        Bad(arguments: ["-p", "datetime", "--min", "2026-01-01T10:01", "--max", "2026-01-01T10:09", "--minute-interval", "10"],
            message: "--min 2026-01-01T10:01 is after --max 2026-01-01T10:09"),
        Bad(arguments: ["-p", "datetime", "-s", "2026-02-14"],
            message: "--select '2026-02-14' does not fit --preset datetime; expected YYYY-MM-DDTHH:MM, e.g. 2026-02-14T09:30"),
        Bad(arguments: ["-p", "datetime", "-s", "2026-02-14T09:31", "--minute-interval", "5"],
            message: "--select '2026-02-14T09:31' does not fit --preset datetime; expected minutes on the --minute-interval of 5"),
        Bad(arguments: ["-p", "datetime", "--max", "2026-01-31T12:00", "-s", "2026-01-31T12:05"],
            message: "--select '2026-01-31T12:05' does not fit --preset datetime; expected a date and time from 2025-01-31T00:00 to 2026-01-31T12:00 (--min, --max)"),
        Bad(arguments: ["-p", "datetime", "--carry"], message: "--carry works only with --preset duration, time or time12"),
        Bad(arguments: ["-p", "date", "--min", "2027-01-01", "--max", "2026-01-01"], message: "--min 2027-01-01 is after --max 2026-01-01"),
        Bad(arguments: ["-p", "date", "--carry"], message: "--carry works only with --preset duration, time or time12"),
        Bad(arguments: ["-c", "1...3", "--minute-interval", "5"], message: "--minute-interval works only with --preset duration, time, time12 or datetime"),
        Bad(arguments: ["-p", "time", "--max", "2026-01-01"], message: "--max works only with --preset date, datetime or month"),
        Bad(arguments: ["-p", "time", "-c", "1...3"], message: "--preset and --component cannot be used together"),
        Bad(arguments: ["-p", "time", "--select-row", "1"], message: "--preset and --select-row cannot be used together"),
        Bad(arguments: ["-p", "time", "--tree", "x"], message: "--preset and --tree cannot be used together"),
        Bad(arguments: ["-p", "time", "--json", "--format", "{1}"], message: "--json and --format cannot be used together"),
        Bad(arguments: ["-p", "time", "--format", "{seconds}"],
            message: "--format '{seconds}': no field {seconds}; the fields are {1}…{2}, {1.row}…{2.row}, {}, {hh}, {mm}"),
    ]

    @Test(arguments: bad)
    func errors(_ c: Bad) {
        #expect(message(c.arguments) == c.message)
    }

    /// Before anything is read (the plan), a template naming no field of
    /// a preset is answered with the fields it has: its wheels counted as
    /// built, in the locale's words (datetime's AM/PM wheel in en_US).
    @Test(arguments: [
        (["-p", "month"], nil as String?, "{1}…{2}, {1.row}…{2.row}, {}, {iso}"),
        (["-p", "time12"], nil, "{1}…{3}, {1.row}…{3.row}, {}, {hh}, {mm}"),
        (["-p", "datetime"], "en_US.UTF-8", "{1}…{4}, {1.row}…{4.row}, {}, {iso}, {year}, {month}, {day}, {hour}, {minute}, {weekday}"),
    ])
    func anUnknownFieldBeforeAnythingIsReadNamesThePresetsFields(_ arguments: [String], _ locale: String?, _ fields: String) throws {
        let configuration = try ArgumentParser.parse(arguments + ["--format", "{nosuch}"])
        do {
            _ = try RunPlan(configuration, locale: locale)
            Issue.record("\(arguments): no error")
        } catch {
            #expect(error.message == "--format '{nosuch}': no field {nosuch}; the fields are " + fields)
        }
    }

    @Test func aTreesWheelsUncountedYetAreNamedWithoutANumber() throws {
        let configuration = try ArgumentParser.parse(["--tree", "/dev/null", "--format", "{nosuch}"])
        do {
            _ = try RunPlan(configuration)
            Issue.record("no error")
        } catch {
            #expect(error.message == "--format '{nosuch}': no field {nosuch}; the fields are "
                        + "{1}, {2}, … and {1.row}, {2.row}, … one per wheel, {}")
        }
    }
}
