import ReelModel
import ReelText

/// One SGR mouse report, at a 0-based screen cell.
package struct Mouse: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A button pressed: 0 left, 1 middle, 2 right.
        case press(Int)
        case release(Int)
        case wheelUp, wheelDown
        /// Motion with a button held, or anything else reel ignores.
        case other
    }

    package var kind: Kind
    package var row: Int
    package var column: Int

    package init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }

    /// Decodes the parameters of `CSI < b ; x ; y M` (press) or `m` (release).
    package init?(parameters: String, final: UInt8) {
        let numbers = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let b = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1 else {
            return nil
        }
        let button = b & 0b11
        switch (b & ~0b11100, final) {
        case (64, _): kind = .wheelUp
        case (65, _): kind = .wheelDown
        case (0...2, UInt8(ascii: "M")): kind = .press(button)
        case (0...2, UInt8(ascii: "m")): kind = .release(button)
        default: kind = .other
        }
        if b & 32 != 0 { kind = .other }  // motion
        row = y - 1
        column = x - 1
    }
}
