import Foundation
import Synchronization

/// What the simulated members did, gathered from all of them: changes made and
/// acknowledged, latencies, failed exchanges (when, to tell an outage from an error).
package final class LoadRecorder: Sendable {
    struct Tally {
        var made: [UUID] = []
        var acknowledged = 0
        var refused: [String] = []
        var votes: [Double] = []
        var todays: [Double] = []
        var polls: [Double] = []
        var failures: [(Date, String)] = []
        var exchanges = 0
    }

    private let tally = Mutex(Tally())

    func made(_ id: UUID) { tally.withLock { $0.made.append(id) } }

    func exchanged(stored: Int, refused: [String]) {
        tally.withLock {
            $0.exchanges += 1
            $0.acknowledged += stored
            $0.refused += refused
        }
    }

    func vote(_ milliseconds: Double) { tally.withLock { $0.votes.append(milliseconds) } }
    func today(_ milliseconds: Double) { tally.withLock { $0.todays.append(milliseconds) } }
    func poll(_ milliseconds: Double) { tally.withLock { $0.polls.append(milliseconds) } }
    func failed(_ reason: String) { tally.withLock { $0.failures.append((Date(), reason)) } }

    var snapshot: Tally { tally.withLock { $0 } }
}

/// The nearest-rank percentile of `values` (0 when empty).
func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank - 1, 0), sorted.count - 1)]
}
