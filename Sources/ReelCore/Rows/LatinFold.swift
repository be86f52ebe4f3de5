/// fzf's normalisation: an accented Latin letter matches its base letter
/// (`cafe` finds `café`, `CAFE` finds `CAFÉ`), unless the query word itself
/// holds one (`café` then finds only `café`) or `--literal` turns it off.
/// The table (LatinFold+Generated.swift, scripts/gen-latin-fold.py) covers
/// the Latin blocks fzf's does; ligatures and other scripts stay themselves.
enum LatinFold {
    /// The ASCII letter `scalar` folds to, or `scalar` itself. Lowercase
    /// first where case is ignored: `É` folds to `E`, `é` to `e`.
    static func base(_ scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0x00C0..<0x0250: return lookUp(latin, scalar - 0x00C0) ?? scalar
        case 0x1E00..<0x1F00: return lookUp(latinExtendedAdditional, scalar - 0x1E00) ?? scalar
        default: return scalar
        }
    }

    /// Whether a query word's scalars are all their own base: only such a
    /// word is compared with folded rows (fzf's rule, per word).
    static func isFolded(_ scalars: [UInt32]) -> Bool {
        scalars.allSatisfy { base($0) == $0 }
    }

    /// A UTF-8 lead byte of a scalar that may fold to an ASCII letter:
    /// U+00C0 to U+027F (C3 to C9), Latin Extended Additional (E1) and
    /// the Kelvin sign U+212A (E2), whose lowercase is `k`. Rows with none
    /// of these can be turned down on their bytes alone.
    @inline(__always)
    static func mayFoldToASCII(lead byte: UInt8) -> Bool {
        (0xC3...0xC9).contains(byte) || byte == 0xE1 || byte == 0xE2
    }

    private static func lookUp(_ table: StaticString, _ index: UInt32) -> UInt32? {
        let byte = table.utf8Start[Int(index)]
        return byte == 0x5F ? nil : UInt32(byte)
    }
}
