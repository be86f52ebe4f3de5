import ReelSystem
import ReelText

/// Memory for the bytes of `LineRows`, which only scans and indexes them.
/// Where the memory comes from is the edge's business: reserved address
/// space that grows in place for a stream (ReelTerminal's ReservedBuffer),
/// or the heap (`HeapBytes`, for text given whole and for tests).
///
/// A class so that LineRows can share it copy-on-write; LineRows mutates
/// it only when it holds the one reference, or (a stream's rows) past the
/// bytes the others read, and never moves it while shared.
package protocol ByteStorage: AnyObject, Sendable {
    var base: UnsafeMutablePointer<UInt8> { get }
    /// Bytes written, from `base`.
    var count: Int { get set }
    /// Bytes it holds without moving: `reserve` beyond it moves `base`.
    var capacity: Int { get }
    /// Makes room for `extra` more bytes after `count`; may move `base`.
    func reserve(_ extra: Int)
    /// A separate copy of the bytes written.
    func copy() -> any ByteStorage
}
