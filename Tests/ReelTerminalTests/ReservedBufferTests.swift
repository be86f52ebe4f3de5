import Testing
@testable import ReelTerminal
import ReelSystem

#if os(Linux)  // mincore's and MADV_POPULATE_WRITE's
@Suite struct ReservedBufferTests {
    /// Room for a first large read costs only the pages the read writes
    /// (`seq 20 | reel` reads 51 bytes into room for 64 KiB); once the
    /// buffer holds a large input, the next read's pages are given their
    /// memory at once, not a fault each.
    @Test func roomForAReadIsGivenMemoryOnlyOnceTheInputIsLarge() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let read = 64 * 1024
        let buffer = ReservedBuffer(minimumCapacity: 1)
        buffer.reserve(read)
        #expect(residentPages(buffer.base, read, page: page) == 0)
        buffer.base.update(repeating: 0x61, count: read)
        buffer.count = read
        buffer.reserve(2 * read)
        #expect(residentPages(buffer.base + read, 2 * read, page: page) == 2 * read / page)
    }

    /// Pages of `base..<base+count` with memory (mincore).
    private func residentPages(_ base: UnsafeMutablePointer<UInt8>, _ count: Int, page: Int) -> Int {
        var flags = [UInt8](repeating: 0, count: (count + page - 1) / page)
        #expect(mincore(UnsafeMutableRawPointer(base), count, &flags) == 0)
        return flags.filter { $0 & 1 != 0 }.count
    }
}
#endif
