import ReelSystem

/// Memory for the bytes of `LineRows`, which only scans and indexes them.
/// Where the memory comes from is the edge's business: reserved address
/// space that grows in place for a stream (ReelTerminal's ReservedBuffer),
/// or the heap (`HeapBytes`, for text given whole and for tests).
///
/// A class so that LineRows can share it copy-on-write; LineRows mutates
/// it only when it holds the one reference.
package protocol ByteStorage: AnyObject, Sendable {
    var base: UnsafeMutablePointer<UInt8> { get }
    /// Bytes written, from `base`.
    var count: Int { get set }
    /// How often the bytes moved to a larger block (tests check that
    /// streaming a large input never does).
    var moves: Int { get }
    /// Makes room for `extra` more bytes after `count`; may move `base`.
    func reserve(_ extra: Int)
    /// A separate copy of the bytes written.
    func copy() -> any ByteStorage
}

/// Heap memory that doubles when it fills.
package final class HeapBytes: ByteStorage, @unchecked Sendable {
    package private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package var count = 0
    package private(set) var moves = 0

    package init(minimumCapacity: Int) {
        capacity = max(minimumCapacity, 64)
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    package func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let larger = max(count + extra, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        newBase.update(from: base, count: count)
        base.deallocate()
        (base, capacity) = (newBase, larger)
        moves += 1
    }

    package func copy() -> any ByteStorage {
        let other = HeapBytes(minimumCapacity: count)
        other.base.update(from: base, count: count)
        other.count = count
        return other
    }
}
