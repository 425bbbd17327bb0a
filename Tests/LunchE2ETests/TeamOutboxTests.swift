import Foundation
import Testing

/// The real binary and the team's outbox: a change the shell acknowledged survives a
/// kill -9 and waits on the next start; `-c` output is plain lines. (No server here: nobody
/// listens on 127.0.0.1:9, so the changes wait.)
@Suite struct TeamOutboxE2ETests {
    static let place = "osm:node/59622323"  // Maya Bar & Grill, in the shipped sample
    static let team = ["LUNCH_TEAM_URL": "postgresql://alice@127.0.0.1:9/lunch", "LUNCH_USER": "alice",
                       "LUNCH_NOW": "2026-11-20T12:30"]

    func waiting(_ sandbox: Sandbox) throws -> Int {
        let r = try sandbox.run(["--json", "-c", "team"], extra: Self.team)
        #expect(r.status == 0)
        #expect(!r.stderr.contains("error"), "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["team"] as? String == "postgresql://alice@127.0.0.1:9/lunch")
        #expect(json["connected"] as? Bool == false)
        return try #require(json["waiting"] as? Int)
    }

    @Test func aVoteWaitsAndTodayShowsIt() throws {
        let sandbox = Sandbox()
        let vote = try sandbox.run(["-c", "vote \(Self.place)"], extra: Self.team)
        #expect(vote.status == 0)
        #expect(vote.stdout == "You voted Maya Bar & Grill for 2026-11-20 (waiting to be sent: 2 changes waiting).\n")
        // The vote and, before it, the join of a member from LUNCH_TEAM_URL the team does not know yet.
        #expect(vote.stderr == "team: offline (127.0.0.1:9: connection refused), 2 changes waiting\n")
        let today = try sandbox.run(["-c", "today"], extra: Self.team)
        #expect(today.stdout.contains("Maya Bar & Grill  1 vote  alice"))
        #expect(today.stdout.contains("← your vote"))
        #expect(try waiting(sandbox) == 2)
        let alone = try sandbox.run(["-c", "today"])
        #expect(alone.status == 1)
        #expect(alone.stderr.contains("not in a team: team join URL (or LUNCH_TEAM_URL)"))
    }

    @Test func killedAtARandomMomentEveryAcknowledgedChangeWaits() throws {
        for _ in 0..<12 {
            let sandbox = Sandbox()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.environment = sandbox.environment(Self.team)
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let script = Data((0..<300).map { $0 % 3 == 2 ? "unvote\n" : "vote \(Self.place)\n" }.joined().utf8)
            DispatchQueue.global().async {
                try? input.fileHandleForWriting.write(contentsOf: script)
                try? input.fileHandleForWriting.close()
            }
            let stopAfter = Int.random(in: 0...30)
            var text = ""
            while text.components(separatedBy: "\n").count - 1 < stopAfter {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            if Bool.random() { usleep(UInt32.random(in: 0...3000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let reported = text.split(separator: "\n").filter { $0.hasPrefix("You voted") || $0.hasPrefix("Your vote") }.count
            let waiting = try waiting(sandbox)
            // Every acknowledged change waits, after the member's join (written before the first
            // vote); at most one more (written, killed before it was said).
            let joined = reported > 0 ? 1 : 0
            #expect(waiting >= reported + joined && waiting <= reported + 2, "reported \(reported), waiting \(waiting)")
        }
    }
}
