import Foundation
import ThrowawayServers

/// Restarts PgBouncer once (at a third of the run) and the server once (`pg_ctl restart
/// -m fast`, at two thirds), on a thread of its own, and remembers when each was down.
final class Restarter: @unchecked Sendable {
    let cluster: ThrowawayCluster
    let seconds: Double
    let meter: CPUMeter
    private let lock = NSLock()
    private var done: [(String, Date, Date)] = []
    private let finished = DispatchSemaphore(value: 0)
    private var started = false

    init(cluster: ThrowawayCluster, seconds: Double, meter: CPUMeter) {
        self.cluster = cluster
        self.seconds = seconds
        self.meter = meter
    }

    func begin() {
        started = true
        let begun = Date()
        Thread.detachNewThread { [self] in
            Thread.sleep(until: begun.addingTimeInterval(seconds / 3))
            restart("pgbouncer") {
                let before = cluster.bouncerPID()
                meter.carryBouncer()
                try cluster.restartBouncer()
                guard cluster.bouncerPID() != before else { throw LoadError("PgBouncer's pid did not change") }
            }
            Thread.sleep(until: begun.addingTimeInterval(seconds * 2 / 3))
            restart("server") {
                let before = cluster.serverPID()
                meter.carryServer()
                try cluster.restart()
                guard cluster.serverPID() != before else { throw LoadError("the postmaster's pid did not change") }
            }
            finished.signal()
        }
    }

    private func restart(_ what: String, _ work: () throws -> Void) {
        let from = Date()
        do {
            try work()
            lock.withLock { done.append((what, from, Date())) }
        } catch {
            FileHandle.standardError.write(Data("restart of \(what) failed: \(error)\n".utf8))
        }
    }

    func wait() { if started { finished.wait() } }

    /// What was restarted (a new process each time), and from when to when.
    var outages: [(String, Date, Date)] { lock.withLock { done } }
}

/// The servers' CPU seconds over the run, across their restarts.
final class CPUMeter: @unchecked Sendable {
    private let cluster: ThrowawayCluster?
    private let lock = NSLock()
    private var server: Double
    private var bouncer: Double

    init(cluster: ThrowawayCluster?) {
        self.cluster = cluster
        server = -(cluster?.serverCPUSeconds() ?? 0)
        bouncer = -(cluster?.bouncerCPUSeconds() ?? 0)
    }

    /// Before the server restarts: what its processes used so far is kept.
    func carryServer() {
        let used = cluster?.serverCPUSeconds() ?? 0
        lock.withLock { server += used }
    }

    func carryBouncer() {
        let used = cluster?.bouncerCPUSeconds() ?? 0
        lock.withLock { bouncer += used }
    }

    /// Nil without the run's own servers (their processes are elsewhere).
    func serverSeconds() -> Double? {
        guard let cluster else { return nil }
        return lock.withLock { server } + cluster.serverCPUSeconds()
    }

    func bouncerSeconds() -> Double? {
        guard let cluster else { return nil }
        return lock.withLock { bouncer } + cluster.bouncerCPUSeconds()
    }
}
