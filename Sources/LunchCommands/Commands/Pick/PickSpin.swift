import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// How `pick`'s spin runs on a terminal: `frames` names, each shown a little longer than
/// the one before (so it slows down), the last one the pick. The waits add up to
/// `planned` (0.89 s), and the spin stops at `limit` (1.2 s) whatever happens, so drawing
/// on a slow terminal cannot make it longer.
public struct PickSpin: Sendable, Equatable {
    /// The spin every terminal gets.
    public static let standard = PickSpin(frames: 12, firstWait: 0.030, growth: 0.008, limit: 1.2)

    public let frames: Int
    /// Seconds each frame stays on screen, first to last.
    public let waits: [Double]
    /// The most the whole spin may take, in seconds.
    public let limit: Double

    public init(frames: Int, firstWait: Double, growth: Double, limit: Double) {
        self.frames = max(1, frames)
        waits = (0..<max(1, frames)).map { firstWait + growth * Double($0) }
        self.limit = limit
    }

    /// The waits added up: the spin's length when nothing is slow.
    public var planned: Double { waits.reduce(0, +) }

    /// The name shown in `frame`: names spread over the list, the pick last.
    public func name(at frame: Int, of names: [String], final: String) -> String {
        frame >= frames - 1 || names.isEmpty ? final : names[(frame * 7) % names.count]
    }
}
