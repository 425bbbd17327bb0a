import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// Many shells at once, and an outage in the middle of a burst: every change stored exactly once.
class LoadTests: TeamTestCase {
    static let places = [TeamTestCase.nepal, TeamTestCase.ramen, TeamTestCase.soup]

    /// Member `index`'s 50 changes: votes (approvals, several places) and ratings.
    func burst(_ index: Int) -> [TeamChange] {
        let member = "m\(index)"
        return [join(member)] + (1..<50).map { step in
            let place = Self.places[(index + step) % Self.places.count]
            return step % 2 == 0 ? vote(member, place, at: Double(step)) : rate(member, place, 1 + step % 5)
        }
    }

    func testTwentyConnectionsSendingFiftyChangesEachStoreExactlyAThousand() throws {
        _ = try exchange(try connect())
        let connections = try (0..<20).map { _ in try connect() }
        let bursts = (0..<20).map(burst)
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            // In exchanges of 10, like a shell flushing its outbox as it goes; each sent twice.
            for start in stride(from: 0, to: 50, by: 10) {
                let part = Array(bursts[index][start..<start + 10])
                for _ in 0..<2 {
                    do {
                        let reply = try Self.send(connections[index], part, member: "m\(index)", timeout: 30)
                        if reply.stored != part.map(\.id) { failures.add("m\(index): \(reply.refused)") }
                    } catch {
                        failures.add("m\(index): \(error)")
                    }
                }
            }
        }
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try sql("SELECT count(*), count(DISTINCT change_id) FROM lunch.changes"), "1000|1000")
        XCTAssertEqual(try count("visits"), 20 * 25)
        XCTAssertEqual(try count("votes"), 20 * Self.places.count)  // approvals: each member votes every place
    }

    func testAServerStoppedMidBurstAndStartedAgainGetsEveryChangeOnce() throws {
        _ = try exchange(try connect())
        let connections = try (0..<4).map { _ in try connect() }
        let bursts = (0..<4).map(burst)
        let outbox = bursts.map { Outbox($0) }
        let stopped = DispatchSemaphore(value: 0)
        let failed = Failures()
        let group = DispatchGroup()
        for index in 0..<4 {
            DispatchQueue.global().async(group: group) {
                // Flush 5 at a time until everything is acknowledged, as a shell does.
                while let part = outbox[index].next(5) {
                    if let reply = try? Self.send(connections[index], part, member: "m\(index)", timeout: 1) {
                        outbox[index].acknowledge(reply.stored + reply.refused.map(\.change))
                        Thread.sleep(forTimeInterval: 0.03)
                    } else {
                        failed.add("m\(index)")
                        Thread.sleep(forTimeInterval: 0.05)
                    }
                    if index == 0, outbox[0].acknowledgedCount >= 15 { stopped.signal() }
                }
            }
        }
        XCTAssertEqual(stopped.wait(timeout: .now() + 20), .success)
        server.stop()
        Thread.sleep(forTimeInterval: 0.5)
        try server.start()
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        // The outage was in the middle: exchanges failed, and were sent again.
        XCTAssertGreaterThan(failed.all.count, 0)
        XCTAssertGreaterThan(Set(failed.all).count, 1)
        XCTAssertEqual(try sql("SELECT count(*), count(DISTINCT change_id) FROM lunch.changes"), "200|200")
        // Resending everything (answers lost) still stores nothing twice.
        for index in 0..<4 {
            _ = try exchange(connections[index], bursts[index], member: "m\(index)")
        }
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes"), "200")
        XCTAssertEqual(try count("visits"), 4 * 25)
        let ids = Set(bursts.joined().map { $0.id.uuidString.lowercased() })
        XCTAssertEqual(Set(try sql("SELECT change_id FROM lunch.changes").split(separator: "\n").map(String.init)), ids)
    }
}

/// The changes a test shell has not had acknowledged yet, in order.
final class Outbox: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [TeamChange]
    private var acknowledged = 0

    init(_ changes: [TeamChange]) { waiting = changes }

    func next(_ count: Int) -> [TeamChange]? {
        lock.withLock { waiting.isEmpty ? nil : Array(waiting.prefix(count)) }
    }

    func acknowledge(_ ids: [UUID]) {
        lock.withLock {
            let done = Set(ids)
            acknowledged += waiting.filter { done.contains($0.id) }.count
            waiting.removeAll { done.contains($0.id) }
        }
    }

    var acknowledgedCount: Int { lock.withLock { acknowledged } }
}
