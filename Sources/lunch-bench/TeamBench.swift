import CPseudoTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
#if canImport(Glibc)
import Glibc

#endif

/// The team figures against a real server (issue 12): `team_vote` (a vote typed on a pty
/// until the shell says it is stored), `team_today` (`today` with one exchange, until the
/// next prompt) and `team_flush` (1,000 waiting changes sent by `lunch -c team`, against
/// the same command with nothing waiting). Members `bench-…` are added to the team.
struct TeamBench {
    let binary: String
    let url: String
    let runs: Int

    static let places = [("osm:node/59622323", "Maya Bar & Grill"), ("osm:node/1378007286", "Pikku Nepal")]

    func run() throws {
        let member = "bench-\(UUID().uuidString.prefix(8).lowercased())"
        try interactive(member: member)
        try flush(member: member + "-flush")
    }

    private func environment(_ member: String) -> [String: String] {
        ["LUNCH_TEAM_URL": url, "LUNCH_USER": member, "LUNCH_TEAM_TIMEOUT": "10"]
    }

    /// One shell on a pty: votes, then todays.
    private func interactive(member: String) throws {
        var votes: [Double] = [], prompts: [Double] = [], todays: [Double] = []
        try PtyShell.run(binary: binary, arguments: ["--no-color"], environment: environment(member)) { screen in
            try screen.wait(for: "lunch> ")
            for i in 0..<(runs + 1) {
                let (id, place) = Self.places[i % 2]
                let start = DispatchTime.now().uptimeNanoseconds
                screen.send("vote \(id)\r")
                try screen.wait(for: "You voted \(place) for ")
                votes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                try screen.wait(for: "lunch> ")
                prompts.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            for _ in 0..<(runs + 1) {
                let start = DispatchTime.now().uptimeNanoseconds
                screen.send("today\r")
                try screen.wait(for: "Today, ")
                try screen.wait(for: "lunch> ")
                todays.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        // The first of each warms the connection up (it was opened by the first vote).
        // The prompt comes back after the team is read again (the vote was only sent).
        let prompt = Array(prompts.dropFirst()).sorted()
        report("team_vote", Array(votes.dropFirst()), "what=typed_vote_until_acknowledged_on_a_pty target_ms=5 "
            + String(format: "until_the_next_prompt_median_ms=%.1f", prompt[prompt.count / 2]))
        report("team_today", Array(todays.dropFirst()), "what=typed_today_until_the_next_prompt_one_exchange target_ms=20")
    }

    /// `lunch -c team` with 1,000 changes waiting, against the same with none.
    private func flush(member: String) throws {
        let flushRuns = max(3, min(runs, 7))
        var with: [Double] = [], without: [Double] = []
        for _ in 0..<flushRuns {
            let state = try Bench.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: state) }
            try Self.waiting(1000, member: member, in: state)
            with.append(try timed(state: state, member: member))
            without.append(try timed(state: state, member: member))
        }
        let sent = with.sorted()[with.count / 2], idle = without.sorted()[without.count / 2]
        report("team_flush", with, String(format: "what=lunch_-c_team_sending_1000_waiting_changes idle_ms=%.1f "
            + "difference_ms=%.1f target_ms=1000", idle, sent - idle))
    }

    private func timed(state: String, member: String) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = try ChildProcess.spawn(binary: binary, arguments: ["-c", "team"], stateDir: state, terminal: nil,
                                         environment: environment(member))
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else { throw BenchError("lunch -c team failed (\(status))") }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// A join, then `count - 1` votes and ratings, waiting in the state folder's outbox.
    static func waiting(_ count: Int, member: String, in state: String) throws {
        let outbox = TeamOutbox(folder: state, storage: DiskFileStorage())
        let now = Date()
        try outbox.append(TeamChange(member: member, time: now, kind: .join))
        let day = String(ISO8601DateFormatter().string(from: now).prefix(10))
        for i in 1..<count {
            let (id, name) = places[i % 2]
            let place = TeamPlace(id: id, name: name, latitude: 60.17, longitude: 24.94)
            let kind: TeamChange.Kind = i % 2 == 0 ? .vote(day: day, place: place) : .rate(place: place, stars: i % 5 + 1, note: nil)
            try outbox.append(TeamChange(member: member, time: now, kind: kind))
        }
    }

    private func report(_ figure: String, _ times: [Double], _ extra: String) {
        let sorted = times.sorted()
        print("\(figure) n=\(sorted.count) median_ms=\(String(format: "%.3f", sorted[sorted.count / 2])) "
            + String(format: "max_ms=%.1f ", sorted.last ?? 0) + extra)
    }
}
