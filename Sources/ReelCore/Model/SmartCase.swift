/// A query and how it compares: exact when it has capitals, else ASCII
/// letters of any case.
struct SmartCase {
    let bytes: [UInt8]
    let ignoresCase: Bool

    init(_ query: String) {
        bytes = Array(query.utf8)
        ignoresCase = !bytes.contains { (0x41...0x5A).contains($0) }
    }

    func matches<Text: RandomAccessCollection<UInt8>>(_ text: Text, as match: TextMatch) -> Bool where Text.Index == Int {
        guard bytes.count <= text.count else { return false }
        if match == .prefix { return equal(text, at: text.startIndex) }
        var index = text.startIndex
        while index + bytes.count <= text.endIndex {
            if equal(text, at: index) { return true }
            index += 1
        }
        return false
    }

    private func equal<Text: RandomAccessCollection<UInt8>>(_ text: Text, at index: Int) -> Bool where Text.Index == Int {
        for (offset, byte) in bytes.enumerated() {
            var other = text[index + offset]
            if ignoresCase, (0x41...0x5A).contains(other) { other += 0x20 }
            if other != byte { return false }
        }
        return true
    }
}
