import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// Starts the real `lunch` binary: to completion, to its first prompt on a pty, or to
/// read its peak memory.
enum ChildProcess {
    static func spawn(binary: String, arguments: [String], stateDir: String, terminal: String?,
                      environment: [String: String] = [:]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let terminal {
            posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if terminal != nil { posix_spawnattr_setflags(&attributes, Int16(0x80)) }  // POSIX_SPAWN_SETSID
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        var env = ProcessInfo.processInfo.environment
        env["LUNCH_STATE_DIR"] = stateDir
        env["TERM"] = "xterm"
        env.merge(environment) { $1 }
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw BenchError("cannot start \(binary): \(rc)") }
        return pid
    }

    @discardableResult
    static func run(binary: String, arguments: [String], stateDir: String) throws -> rusage {
        let pid = try spawn(binary: binary, arguments: arguments, stateDir: stateDir, terminal: nil)
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        return usage
    }

    /// Peak resident memory of one run, in KiB.
    static func peakRSS(binary: String, arguments: [String], stateDir: String) throws -> Int {
        Int(try run(binary: binary, arguments: arguments, stateDir: stateDir).ru_maxrss)
    }

    /// Milliseconds from start until `lunch> ` appears on the pty.
    static func timeToPrompt(binary: String, stateDir: String) throws -> Double {
        var name = [CChar](repeating: 0, count: 128)
        let master = lunch_pty_open(100, 30, &name, name.count)
        guard master >= 0 else { throw BenchError("no pty") }
        defer { close(master) }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let start = DispatchTime.now().uptimeNanoseconds
        let pid = try spawn(binary: binary, arguments: [], stateDir: stateDir, terminal: path)
        var seen = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let prompt = Array("lunch> ".utf8)
        while !contains(seen, prompt) {
            var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, 5000) > 0 else { break }
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { break }
            seen += buffer[0..<n]
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return elapsed
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for i in 0...(haystack.count - needle.count) where haystack[i..<(i + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
