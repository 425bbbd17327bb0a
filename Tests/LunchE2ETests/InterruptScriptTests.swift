import Foundation
import Testing

/// Ctrl-C during a `-c` run or piped lines: lunch ends at once as a program stopped by
/// SIGINT does (status 130 to the shell), no later command runs and nothing is half
/// written; the interactive shell's Ctrl-C (cancel the command, go on) is `SyncTests`'.
@Suite struct InterruptScriptTests {
    @Test func ctrlCStopsACommandRunAndNoLaterCommandRuns() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.body, delay: 8)])
        let tty = try PseudoTerminal(arguments: ["-c", "at 60.17,24.94\nsync 500\nat 10,10"],
                                     environment: sandbox.environment(["LUNCH_OVERPASS_URL": server.url,
                                                                       "LUNCH_SYNC_TIMEOUT": "20"]))
        try tty.waitFor("Location set")
        let deadline = Date().addingTimeInterval(5)
        while server.requestCount == 0 && Date() < deadline { usleep(20_000) }
        #expect(server.requestCount == 1)
        tty.send("\u{3}")
        // Well before the server's answer (8 s) or the sync timeout (20 s).
        #expect(try tty.waitForExit(timeout: 4) == 128 + SIGINT)
        #expect(!tty.screenText.contains("crashed"))
        // The command after the interrupted one never ran; the sync changed nothing.
        let r = try sandbox.run(["-c", "where"])
        #expect(r.stdout.contains("60.17000, 24.94000"), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
