import ReelInput
import ReelModel
import ReelText

/// WCAG 2's contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05),
/// with L the relative luminance of the lighter (L1) and the darker (L2).
/// 1 is the same colour, 21 black on white.
package enum Contrast {
    /// Text on the band must read at least this well: WCAG's ratio for
    /// large text and for the parts of an interface one must see (1.4.11).
    /// Every colour reel draws on the band keeps to it, and a colour that
    /// would not is replaced (`Legibility`).
    package static let minimum = 3.0

    package static func ratio(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Relative luminance: each channel through sRGB's curve, weighed by
    /// how bright the eye finds red, green and blue.
    package static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
        0.2126 * linear[Int(rgb.0)] + 0.7152 * linear[Int(rgb.1)] + 0.0722 * linear[Int(rgb.2)]
    }

    /// sRGB's curve for each of the 256 values of a channel, worked out
    /// once: c / 12.92 near black, else ((c + 0.055) / 1.055)^2.4.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : power2_4((c + 0.055) / 1.055)
    }

    /// x^2.4 for x in (0, 1] without libm (the core links none): x² times
    /// the fifth root of x², found by Newton's method from 1, which comes
    /// down to the root monotonically for a convex function.
    private static func power2_4(_ x: Double) -> Double {
        let square = x * x
        var root = 1.0
        for _ in 0..<60 {
            let fourth = root * root * root * root
            let next = root - (fourth * root - square) / (5 * fourth)
            if next >= root { break }
            root = next
        }
        return square * root
    }
}
