/// Any bytes, split anywhere, decode to the same keys, and nothing is left
/// pending once the Esc timeout has flushed as often as the patience of a
/// background reply cut in two (`KeyDecoder.replyPatience`) and once more.
func fuzzKeyDecoder(_ bytes: [UInt8]) {
    var whole = KeyDecoder()
    let keys = whole.feed(bytes) + flushed(&whole)
    precondition(!whole.hasPending, "bytes left after flush")
    // Every byte is accounted for: decoded keys never claim more bytes than came in.
    precondition(keys.count <= bytes.count, "more keys than bytes")
    let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var split = KeyDecoder()
    var splitKeys = split.feed(bytes[0..<cut])
    // A lone Esc pending at the cut is where a real timer could fire; the
    // streams agree whenever no timeout falls between the two reads.
    splitKeys += split.feed(bytes[cut...]) + flushed(&split)
    precondition(splitKeys == keys, "split at \(cut) decoded differently")
}

/// What the Esc timer gets out of `decoder` until it holds nothing.
private func flushed(_ decoder: inout KeyDecoder) -> [Key] {
    var keys: [Key] = []
    for _ in 0...KeyDecoder.replyPatience where decoder.hasPending { keys += decoder.flush() }
    return keys
}
