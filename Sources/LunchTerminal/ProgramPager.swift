import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands
#if canImport(Glibc)
import Glibc
#endif

/// The pager as psql and git start it: the command through `sh -c`, the text written
/// to its standard input, lunch waiting until it ends (it has the terminal meanwhile).
/// A command that ends with a failure status (one the shell cannot find or run: 126 or
/// 127; a bad command; `false`) counts as not shown, so the text is then printed directly.
/// `LESS` is `FRX` unless it is set, as git sets it.
/// A program that is not there (`LUNCH_PAGER=nosuch`, or no `less` installed) is looked
/// for once, before the first use: one line on standard error names it, and output is then
/// printed directly for the rest of the session (`sh` would have said "not found" each time).
public final class ProgramPager: Pager {
    public let command: String
    /// Nil until the first `show`; then whether the command's program was not found.
    private var missing: Bool?

    public init(command: String) {
        self.command = command
    }

    /// The program the command starts, when it is a plain word (a name or a path, with no
    /// quotes, variables or other shell syntax that only the shell can read).
    static func program(of command: String) -> String? {
        guard let first = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else { return nil }
        let shellSyntax = Set("\"'\\$`;|&<>(){}*?[]~#=")
        return first.contains(where: shellSyntax.contains) ? nil : String(first)
    }

    /// Whether the shell finds `program` (a command on `PATH`, a path, a shell builtin):
    /// `command -v`, asked of the same `sh` that runs the pager.
    static func shellFinds(_ program: String) -> Bool {
        guard let null = FileHandle(forWritingAtPath: "/dev/null") else { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "command -v -- \"$1\"", "sh", program]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = null
        process.standardError = null
        guard (try? process.run()) != nil else { return true }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// `LUNCH_PAGER`, else `PAGER`, else `less -FRX`; nil (no pager) when the one that
    /// is set is empty or only spaces, as psql and git read an empty `PAGER`, or `cat`
    /// (as git does); nil too on a terminal that is dumb or unknown (`TERM` unset, empty or
    /// `dumb`), where `less` only warns "terminal is not fully functional" and waits.
    public static func command(environment: [String: String]) -> String? {
        guard Terminal.knownTerminal(environment: environment) else { return nil }
        for name in ["LUNCH_PAGER", "PAGER"] {
            if let value = environment[name] {
                let command = value.trimmingCharacters(in: .whitespaces)
                return command.isEmpty || command == "cat" ? nil : value
            }
        }
        return "less -FRX"
    }

    public func show(_ text: String) -> Bool {
        if missing == nil {
            let program = Self.program(of: command)
            missing = program.map { !Self.shellFinds($0) } ?? false
            if missing == true, let program {
                let width = Int(lunch_terminal_columns(STDERR_FILENO))
                let line = Messages.pagerNotFound(program)
                FileHandle.standardError.write(Data(((width > 0 ? TextWidth.wrapLines(line, to: width) : line) + "\n").utf8))
            }
        }
        guard missing == false else { return false }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return false }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The pager gets the usual signal dispositions and nothing blocked.
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTOU, SIGTTIN] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words: [String] = ["sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        // As git does: `less` without options of its own shows colour and leaves short text on the screen.
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let started = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
        close(readEnd)
        guard started == 0 else {
            close(writeEnd)
            return false
        }
        // A pager closed before the end (`q` in less) leaves the rest unread: fine.
        _ = Self.write(text, to: writeEnd)
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        // Ctrl-C pressed in the pager is the pager's, not a cancel for the next command.
        _ = Terminal.takeInterrupt()
        // A pager ended by a signal (Ctrl-C in a slow one) left the cursor after the
        // terminal's `^C`: the next prompt starts on a line of its own.
        let exited = (status & 0x7F) == 0
        if !exited { _ = "\n".withCString { Glibc.write(1, $0, 1) } }
        // A pager that ended with a failure (not found, a bad command, `false`) may have
        // shown nothing: the text is printed then. One ended by a signal was left on purpose.
        let code = (status >> 8) & 0xFF
        return !(exited && code != 0)
    }

    /// Writes all of `text`; false when the reader went away first (never SIGPIPE).
    private static func write(_ text: String, to fd: Int32) -> Bool {
        var bytes = Array(text.utf8)
        return PipeSignal.held { bytes.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        } }
    }
}
