import ReelModel
import ReelText

/// The presets that spin a clock, as the iOS timer and UIDatePicker's
/// `.time` do (duration, time, time12): a minute wheel on
/// `--minute-interval`, wheels that `--carry` like an odometer, and
/// `--select` written as a clock.
protocol ClockPreset: PresetKind {}

extension ClockPreset {
    package var accepts: Set<PresetOption> { [.minuteInterval, .carry] }

    func minuteWheel(_ request: PresetRequest, selecting minute: Int, label: String?) -> Wheel {
        let interval = request.minuteInterval
        return Wheel(rows: NumberRows(first: 0, step: interval, count: 60 / interval, padding: 2), label: label,
                     isCyclic: true, selectedRow: minute / interval)
    }

    /// The hour and minute of `now`, the minute rounded down onto the interval.
    func start(_ now: LocalTime, _ request: PresetRequest) -> (hour: Int, minute: Int) {
        (now.hour, now.minute / request.minuteInterval * request.minuteInterval)
    }

    /// `H:MM` or `H:MM:SS`: hours 0–23, then minutes and seconds 00–59
    /// (two digits), minutes on the interval.
    func clock(_ text: String, parts count: Int, _ request: PresetRequest) throws(PresetError) -> (Int, Int, Int) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == count, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.dropFirst().allSatisfy({ $0.count == 2 }), parts[0].count <= 2 else { throw selectError(text) }
        let numbers = parts.map { Int($0)! }
        guard numbers[0] < 24, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { throw selectError(text) }
        try checkInterval(text, minute: numbers[1], request)
        return (numbers[0], numbers[1], count > 2 ? numbers[2] : 0)
    }

    func checkInterval(_ text: String, minute: Int, _ request: PresetRequest) throws(PresetError) {
        guard minute % request.minuteInterval == 0 else {
            throw selectError(text, expected: "minutes on the --minute-interval of \(request.minuteInterval)")
        }
    }

    /// `--carry`: the wheels `digits` (least significant first) move on
    /// one another as the digits of one number.
    func carry(_ request: PresetRequest, digits: [Int], wrapsAround: Bool) -> [any WheelDependency] {
        request.carry ? [Carry(digits: digits, wrapsAround: wrapsAround)] : []
    }
}
