import ReelModel
import ReelText

/// Wheels that together show one point between `minimum` and `maximum`
/// (the date preset's day, the datetime preset's minute) and keep a point
/// outside them on the wheels, dim, until the wheels settle: then they
/// spring back to the nearer bound, as UIDatePicker does. A conformer says
/// which point its wheels show and how to show one; `allows` and
/// `springBack` are written once, here.
protocol BoundedWheels: WheelDependency {
    associatedtype Point: Comparable
    var minimum: Point { get }
    var maximum: Point { get }
    /// The point the wheels show.
    func point(_ wheels: [Wheel]) -> Point
    /// Shows `bound` on the wheels, after they settled beyond it.
    mutating func springBack(to bound: Point, on wheels: inout [Wheel])
}

extension BoundedWheels {
    func allows(_ wheels: [Wheel]) -> Bool { (minimum...maximum).contains(point(wheels)) }

    mutating func springBack(_ wheels: inout [Wheel]) {
        let shown = point(wheels)
        let nearest = min(max(shown, minimum), maximum)
        guard nearest != shown else { return }
        springBack(to: nearest, on: &wheels)
    }
}
