import ReelText

/// `N`, `N..` or `N..M`: 1-based fields, as a person counts them.
package struct FieldRange: Equatable, Sendable {
    package var first: Int
    /// nil: to the last field.
    package var last: Int?

    package init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    package init?(_ text: String) {
        if let n = Int(text), n >= 1 {
            self.init(first: n, last: n)
        } else if let dots = text.firstRange(ofLiteral: "..") {
            guard let a = Int(text[..<dots.lowerBound]), a >= 1 else { return nil }
            let rest = text[dots.upperBound...]
            if rest.isEmpty {
                self.init(first: a, last: nil)
            } else {
                guard let b = Int(rest), b >= a else { return nil }
                self.init(first: a, last: b)
            }
        } else {
            return nil
        }
    }
}
