import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One interactive lunch on a pseudo-terminal of 100×30, in a state folder of its own:
/// `body` gets its screen; the shell is killed and the folder removed after.
enum PtyShell {
    static func run(binary: String, arguments: [String], environment: [String: String] = [:],
                    _ body: (PickScreen) throws -> Void) throws {
        let state = try Bench.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        var name = [CChar](repeating: 0, count: 128)
        let master = lunch_pty_open(100, 30, &name, name.count)
        guard master >= 0 else { throw BenchError("no pty") }
        defer { close(master) }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let pid = try ChildProcess.spawn(binary: binary, arguments: arguments, stateDir: state, terminal: path,
                                         environment: environment)
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try body(PickScreen(master: master))
    }
}
