import Testing
@testable import ReelText

@Suite struct ByteMaskTests {
    /// Bytes next to the one looked for (0x09, 0x0B), with its top bit set
    /// (0x8A), zero and 0xFF: the cases a word-at-a-time compare gets wrong
    /// when its carries leak from one byte into the next.
    static let neighbours: [UInt8] = [0x0A, 0x09, 0x0B, 0x8A, 0x00, 0xFF, 0x7F, 0x80, 0x0A]

    static func expected(_ bytes: [UInt8], _ byte: UInt8) -> UInt64 {
        bytes.indices.reduce(0) { $0 | (bytes[$1] == byte ? 1 << UInt64($1) : 0) }
    }

    @Test func bothWaysMarkExactlyTheMatchingBytes() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<5000 {
            let bytes = (0..<64).map { _ in
                round % 2 == 0 ? Self.neighbours.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            for byte: UInt8 in [0x0A, 0x00, 0xFF, bytes[round % 64]] {
                let want = Self.expected(bytes, byte)
                bytes.withUnsafeBytes { raw in
                    #expect(ByteMask.of(byte, at: raw.baseAddress!) == want)
                    #expect(ByteMask.portable(byte, at: raw.baseAddress!) == want)
                }
            }
        }
    }

    @Test func everySingleBitAndAllOfThem() {
        for index in 0..<64 {
            var bytes = [UInt8](repeating: 0x61, count: 64)
            bytes[index] = 0x0A
            bytes.withUnsafeBytes { raw in
                #expect(ByteMask.of(0x0A, at: raw.baseAddress!) == 1 << UInt64(index))
                #expect(ByteMask.portable(0x0A, at: raw.baseAddress!) == 1 << UInt64(index))
            }
        }
        let all = [UInt8](repeating: 0x0A, count: 64)
        all.withUnsafeBytes { raw in
            #expect(ByteMask.of(0x0A, at: raw.baseAddress!) == .max)
            #expect(ByteMask.portable(0x0A, at: raw.baseAddress!) == .max)
        }
    }

    /// Unaligned: the input's 64-byte runs start wherever the last row ended.
    @Test func anyStartingAddress() {
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 * 7) }
        bytes.withUnsafeBytes { raw in
            for offset in 0..<(200 - 64) {
                let want = Self.expected(Array(bytes[offset..<offset + 64]), 0x0A)
                #expect(ByteMask.of(0x0A, at: raw.baseAddress! + offset) == want)
            }
        }
    }
}
