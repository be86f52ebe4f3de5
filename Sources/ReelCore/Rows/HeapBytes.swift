import ReelSystem
import ReelText

/// Heap memory that doubles when it fills.
package final class HeapBytes: ByteStorage, @unchecked Sendable {
    package private(set) var base: UnsafeMutablePointer<UInt8>
    package private(set) var capacity: Int
    package var count = 0

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
    }

    package func copy() -> any ByteStorage {
        let other = HeapBytes(minimumCapacity: count)
        other.base.update(from: base, count: count)
        other.count = count
        return other
    }
}
