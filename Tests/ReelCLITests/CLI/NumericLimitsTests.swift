import Testing
@testable import ReelCLI

/// Issue 18: every numeric option has a range checked as it is parsed (what
/// the library may still set is bounded by the layout: `LayoutBoundsTests`).
@Suite struct NumericLimitsTests {
    static let hostile = ["0", "-1", "2147483647", "9223372036854775807", "123456789012345678901234567890",
                          "+5", "0x10", "1e9", " 5", ""]

    /// Options that take a number: each has its range in the table.
    static var numeric: [OptionSpec] {
        OptionTable.all.filter { $0.valueName == "N" || $0.valueName == "FIELD" }
            .filter { $0.long != "minute-interval" }  // one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30
    }

    @Test func everyNumericOptionHasARange() {
        #expect(Self.numeric.count >= 9)
        for option in Self.numeric { #expect(option.range != nil, "--\(option.long) takes a number without a range") }
    }

    @Test(arguments: [false, true]) func eachNumberIsInRangeOrRefusedWithTheRange(batch: Bool) {
        for option in Self.numeric {
            let range = option.range!
            for value in Self.hostile + [String(range.lowerBound), String(range.upperBound)] {
                // Plain digits only: `+5` and ` 5` are refused like any other text.
                let inRange = value.utf8.allSatisfy { (48...57).contains($0) } && Int(value).map(range.contains) == true
                // An optional value is given only after `=` (`--multi=3`).
                let given = option.valueIsOptional ? ["--\(option.long)=\(value)"] : ["--\(option.long)", value]
                let arguments = ["-c", "1...3"] + given + (batch ? ["--batch"] : [])
                do {
                    _ = try ArgumentParser.parse(arguments)
                    #expect(inRange, "--\(option.long) \(value) was accepted")
                } catch {
                    // A number in range may still be refused later (a --focus past the last component).
                    let saysRange = error.message.contains("from \(range.lowerBound) to \(range.upperBound)")
                    #expect(inRange != saysRange, "--\(option.long) \(value): \(error.message)")
                }
            }
        }
    }

    @Test func timeoutTakesDecimalSecondsOnly() throws {
        for good in ["5", "0.5", ".25", "2.", "1000000", "007"] {
            #expect(try ArgumentParser.parse(["--timeout", good]).timeout == Double(good), "--timeout \(good)")
        }
        for bad in Self.hostile.filter({ $0 != "2147483647" && $0 != "9223372036854775807" && $0 != "123456789012345678901234567890" })
            + ["2147483647", "9223372036854775807", "123456789012345678901234567890", "inf", "nan", "1.2.3", "1_000", "٣",
               "5 ", ".", "0.0", "-0", "-.5", "1.5e3", "0x1p3", "infinity", "Infinity", "NaN", "5s", "１", "1,5", "0b101"] {
            #expect(throws: ReelError.self, "--timeout \(bad)") { try ArgumentParser.parse(["--timeout", bad]) }
        }
    }
}
