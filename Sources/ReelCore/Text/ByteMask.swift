import ReelSystem

/// Where one byte value occurs in a run of 64 bytes, as a bit per byte
/// (bit k set: byte k matches). Loading rows asks this of every 64 bytes of
/// the input, then visits the set bits: one compare per 16 bytes instead of
/// a memchr call per line, whose set-up cost on 19-byte lines was most of
/// a million-line load.
///
/// On x86-64 the compare is SSE2's (every x86-64 CPU has it) through the
/// compiler's intrinsics module, which ReelSystem passes on: Swift's SIMD
/// types compare lane by lane in a loop and cannot give a bit mask.
/// Elsewhere the same mask is computed eight bytes at a time in a general
/// register (`portable`), which the tests check against the SSE2 path.
package enum ByteMask {
    package static let width = 64

    /// The mask of `byte` in the 64 bytes at `pointer`, which need no alignment.
    @inline(__always)
    package static func of(_ byte: UInt8, at pointer: UnsafeRawPointer) -> UInt64 {
        #if arch(x86_64)
        let wanted = _mm_set1_epi8(CChar(bitPattern: byte))
        var mask: UInt64 = 0
        for part in 0..<4 {
            let bytes = _mm_loadu_si128(pointer.advanced(by: part * 16).assumingMemoryBound(to: __m128i.self))
            let bits = UInt32(bitPattern: _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, wanted)))
            mask |= UInt64(bits) << (part * 16)
        }
        return mask
        #else
        portable(byte, at: pointer)
        #endif
    }

    /// The same mask without vector instructions: per eight bytes, a byte
    /// equal to `byte` becomes zero after an exclusive or; a zero byte, and
    /// only a zero byte, keeps its top bit clear when 0x7F is added to its
    /// low seven bits and the byte itself is or-ed in; the eight top bits
    /// are then gathered into one byte by a multiplication.
    @inline(__always)
    package static func portable(_ byte: UInt8, at pointer: UnsafeRawPointer) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let repeated = UInt64(byte) &* 0x0101_0101_0101_0101
        var mask: UInt64 = 0
        for word in 0..<8 {
            let bytes = UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
            let zeroed = bytes ^ repeated
            let matches = ~(((zeroed & low) &+ low) | zeroed | low)  // 0x80 where a byte matched
            let gathered = ((matches >> 7) &* 0x0102_0408_1020_4080) >> 56
            mask |= gathered << (word * 8)
        }
        return mask
    }
}
