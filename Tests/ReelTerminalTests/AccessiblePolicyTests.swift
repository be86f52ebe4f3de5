import Testing
@testable import ReelTerminal

/// Whether the accessible mode is on.
@Suite struct AccessiblePolicyTests {
    /// Accessible mode as people already ask for it: the option,
    /// REEL_ACCESSIBLE or ACCESSIBLE set to anything but empty or 0, or a
    /// terminal that cannot draw.
    @Test func accessibleModeIsAskedForTheUsualWays() {
        #expect(AccessiblePolicy.isOn(option: true, environment: [:]))
        for on in [["REEL_ACCESSIBLE": "1"], ["ACCESSIBLE": "yes"], ["TERM": "dumb"]] {
            #expect(AccessiblePolicy.isOn(option: false, environment: on), "\(on)")
        }
        for off in [[:], ["REEL_ACCESSIBLE": "0"], ["ACCESSIBLE": ""], ["TERM": "xterm-256color"]] {
            #expect(!AccessiblePolicy.isOn(option: false, environment: off), "\(off)")
        }
    }
}
