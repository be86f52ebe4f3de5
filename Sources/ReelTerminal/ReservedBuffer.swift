import ReelCore
import ReelSystem

/// Bytes that grow in place: the buffer reserves far more address space
/// than it uses (`reservation`), and the kernel gives it memory only for
/// the pages written. A 19 MB input costs 19 MB, where an array that
/// doubles holds the old and the new copy at once while it moves and
/// copies every byte again at each doubling.
///
/// LineRows mutates it only when it holds the one reference, so sharing
/// across threads is safe (hence `@unchecked Sendable`).
package final class ReservedBuffer: ByteStorage, @unchecked Sendable {
    /// Address space asked for at first; untouched pages cost nothing.
    /// When the system refuses that much (`ulimit -v`, strict overcommit),
    /// less is tried, and a buffer that outgrows it moves once.
    static let reservation = 1 << 32

    package private(set) var base: UnsafeMutablePointer<UInt8>
    package private(set) var capacity: Int
    /// Bytes written, from `base`.
    package var count = 0
    /// Bytes from `base` whose pages were given memory in bulk (or are a
    /// mapped file's, which must not be copied by writing to them).
    private var populated = 0

    package init(minimumCapacity: Int) {
        (base, capacity) = Self.map(atLeast: max(minimumCapacity, 1), hoping: Self.reservation)
    }

    deinit { munmap(base, capacity) }

    /// The first `size` bytes of the regular file `fd`, mapped (private,
    /// copy-on-write) at the start of a reservation, so they are not read
    /// or copied: the rows are the page cache's own pages, and bytes added
    /// later (a last "\n", rows the file grew by) go after them as usual.
    /// nil when the system refuses the mapping.
    package static func mapping(fd: Int32, size: Int) -> ReservedBuffer? {
        let buffer = ReservedBuffer(minimumCapacity: size + 1)
        let pointer = mmap(buffer.base, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, fd, 0)
        guard let pointer, pointer != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        buffer.populated = size
        return buffer
    }

    /// Makes room for `extra` more bytes after `count`.
    package func reserve(_ extra: Int) {
        let needed = count + extra
        if needed > capacity {
            let (newBase, newCapacity) = Self.map(atLeast: needed, hoping: max(needed, capacity * 2))
            newBase.update(from: base, count: count)
            munmap(base, capacity)
            (base, capacity) = (newBase, newCapacity)
            populated = count
        }
        // Room for a large read once the input has proved large: its pages
        // get their memory in one call rather than a fault each (19 MB
        // through a pipe: ~4,700 faults). Not for the first read: most
        // inputs are a screenful, and `seq 20 | reel` would hold 16 pages
        // (64 kB of its peak RSS) for its 51 bytes.
        if extra >= Self.bulk, count >= Self.bulk, needed > populated {
            let page = Self.pageSize
            let from = max(populated, count) / page * page
            let to = min(capacity, (needed + page - 1) / page * page)
            if to > from { System.populateForWriting(base + from, to - from) }
            populated = to
        }
    }

    private static let bulk = 64 * 1024
    private static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    /// A separate copy of the bytes written (copy-on-write).
    package func copy() -> any ByteStorage {
        let other = ReservedBuffer(minimumCapacity: count)
        other.base.update(from: base, count: count)
        other.count = count
        return other
    }

    /// Anonymous private pages, zero until written and not counted against
    /// the commit limit until then.
    private static func map(atLeast needed: Int, hoping hoped: Int) -> (UnsafeMutablePointer<UInt8>, Int) {
        #if !canImport(Darwin)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        #else
        let flags = MAP_PRIVATE | MAP_ANON
        #endif
        var size = max(hoped, needed)
        while true {
            let pointer = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0)
            if let pointer, pointer != UnsafeMutableRawPointer(bitPattern: -1) {
                return (pointer.assumingMemoryBound(to: UInt8.self), size)
            }
            guard size > needed else {
                fatalError("reel: cannot map \(needed) bytes for the input: \(String(cString: strerror(errno)))")
            }
            size = max(needed, size / 2)
        }
    }
}
