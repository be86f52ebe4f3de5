/// How much of the rows one slice of work reads, and how wide a row is
/// measured at most: the row sources' and the matcher's own bounds, which
/// the model's search (`Search`) and wheels (`ScanCost.measureCap`) take.
package enum ScanCost {
    /// Bytes of rows searched per slice (a `/` search's `PendingFind`): at
    /// vector speed two milliseconds or so, so a key typed during a long
    /// search waits about that long. A million 19-byte rows take three
    /// slices; each costs a trip through the loop (a poll and a frame), so
    /// fewer, larger ones answered `/` on a million rows in 6 ms rather
    /// than 13 (4 MB slices).
    package static let sliceBytes = 8 << 20
    /// The slice of `LineRows`' byte scan: an unoptimised (debug) build
    /// runs its vector code a hundred times slower, so its slices are
    /// smaller there and keys wait as little.
    #if DEBUG
    package static let scanSliceBytes = 64 << 10
    #else
    package static let scanSliceBytes = sliceBytes
    #endif
    /// What a row costs to search by its title (a String made and
    /// compared), in the bytes of a slice.
    package static let bytesPerTitle = 64
    /// Widest rows are capped here; the layout shrinks wheels further to fit.
    package static let measureCap = 512
}
