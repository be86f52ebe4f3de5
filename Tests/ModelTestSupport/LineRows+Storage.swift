@testable import ReelRows
@testable import ReelModel

extension LineRows {
    /// Which buffer holds the rows, and where its bytes are: streaming
    /// must neither copy the buffer (another one, copy-on-write) nor move
    /// it (the same one, its bytes elsewhere). Read from the rows as they
    /// are; the model counts nothing for it.
    package var storageIdentity: (buffer: ObjectIdentifier?, bytes: UnsafeMutablePointer<UInt8>?) {
        (storage.map(ObjectIdentifier.init), storage?.base)
    }
}
