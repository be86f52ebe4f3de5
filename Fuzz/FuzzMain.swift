#if canImport(Glibc)
import Glibc
#endif

/// One libFuzzer binary for every parser, so it is compiled once: the
/// target is chosen with REEL_FUZZ_TARGET (scripts/fuzz.sh sets it).
/// Each target checks its invariants with `precondition`, which libFuzzer
/// reports as a crash with the input that broke it.
let fuzzTargets: [String: ([UInt8]) -> Void] = [
    "keys": fuzzKeyDecoder,
    "spec": fuzzComponentSpec,
    "args": fuzzArgumentParser,
    "frame": fuzzArgumentFrame,
    "theme": fuzzTheme,
    "template": fuzzTemplate,
    "tree": fuzzTreeOutline,
    "rows": fuzzLineRows,
    "ansi": fuzzANSI,
    "dates": fuzzDates,
    "ranges": fuzzRanges,
]

nonisolated(unsafe) private var chosen: (([UInt8]) -> Void)?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if chosen == nil {
        let name = getenv("REEL_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = fuzzTargets[name] else {
            fatalError("set REEL_FUZZ_TARGET to one of \(fuzzTargets.keys.sorted())")
        }
        chosen = target
    }
    chosen!(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
