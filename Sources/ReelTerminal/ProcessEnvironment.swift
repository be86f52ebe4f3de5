import ReelCore
import ReelSystem

/// The environment as a dictionary, read once without Foundation.
package enum ProcessEnvironment {
    package static var current: [String: String] { System.environment() }
}
