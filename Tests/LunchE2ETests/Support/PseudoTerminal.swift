import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// Runs the built `lunch` on a real pseudo-terminal (posix_spawn into a new session
/// with the pty as its controlling terminal), types keys and reads the screen output.
/// No tmux, no stdin: tests may run many of these in parallel.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    private let master: Int32
    private var bytes = Data()
    /// Characters of `screenText` consumed by earlier matches: later waits look after it.
    private var mark = 0
    private var exitStatus: Int32?

    /// Starts `program` (the built `lunch` unless another is named, such as a shell that
    /// then starts lunch as a job) on a new pty.
    init(program: String = LunchBinary.path, arguments: [String] = [], environment: [String: String],
         columns: UInt16 = 100, rows: UInt16 = 30) throws {
        var name = [CChar](repeating: 0, count: 128)
        master = lunch_pty_open(columns, rows, &name, name.count)
        guard master >= 0 else { throw Failure(description: "cannot open a pseudo-terminal") }
        let slavePath = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session (POSIX_SPAWN_SETSID, 0x80), so the pty becomes its controlling
        // terminal; and default signal handling with nothing blocked (SETSIGDEF 0x04,
        // SETSIGMASK 0x08): test-runner threads may block signals, and children inherit that.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(0x80 | 0x04 | 0x08))

        let path = program
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw Failure(description: "posix_spawn failed: \(rc)") }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Everything the program wrote, with escape sequences removed.
    var screenText: String { Self.stripEscapes(String(decoding: bytes, as: UTF8.self)) }

    /// Everything the program wrote, byte for byte (escape sequences and all).
    var rawText: String { String(decoding: bytes, as: UTF8.self) }

    /// What the program wrote since the last match.
    var recentText: String { String(screenText.dropFirst(mark)) }

    func send(_ text: String) {
        var data = Array(text.utf8)
        _ = data.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends bytes as they are (a character cut in two, as a slow link may deliver it).
    func send(bytes: [UInt8]) {
        var data = bytes
        _ = data.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends `text` a byte at a time, `gaps` milliseconds apart in turn (as a slow link or a
    /// multiplexer may deliver a terminal's reply), reading the program's output meanwhile.
    func trickle(_ text: String, gaps: [UInt32]) {
        for (i, byte) in text.utf8.enumerated() {
            send(bytes: [byte])
            usleep(gaps[i % gaps.count] * 1_000)
            pump(milliseconds: 0)
        }
    }

    /// Sends `text` as a paste: written a piece at a time while the program's output is
    /// read (a long text would otherwise fill both ways of the pty and stall); throws when
    /// the program stops taking it for `timeout` seconds.
    func paste(_ text: String, timeout: TimeInterval = 10) throws {
        let data = Array(text.utf8)
        var sent = 0
        var deadline = Date().addingTimeInterval(timeout)
        while sent < data.count {
            var fds = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            guard poll(&fds, 1, 50) >= 0 || errno == EINTR else { throw Failure(description: "poll failed") }
            if fds.revents & Int16(POLLIN) != 0 { pump(milliseconds: 0) }
            if fds.revents & Int16(POLLOUT) != 0 {
                let flags = fcntl(master, F_GETFL)
                _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
                let n = data[sent...].prefix(512).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                _ = fcntl(master, F_SETFL, flags)
                if n > 0 {
                    sent += n
                    deadline = Date().addingTimeInterval(timeout)
                }
            }
            guard Date() < deadline else {
                throw Failure(description: "the program stopped taking the paste after \(sent) of \(data.count) bytes (\(childState))")
            }
        }
    }

    /// Reads until `text` (escape sequences and all) appears in what the program wrote
    /// after its first `offset` bytes.
    func waitForRaw(_ text: String, after offset: Int, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !String(decoding: bytes.dropFirst(offset), as: UTF8.self).contains(text) {
            guard Date() < deadline else {
                throw Failure(description: "timed out waiting for \(text.debugDescription) (\(childState)); output since:\n\(String(decoding: bytes.dropFirst(offset), as: UTF8.self).debugDescription)")
            }
            pump(milliseconds: 50)
        }
    }

    /// Reads what the program writes for `seconds` (a redraw to finish).
    func settle(_ seconds: TimeInterval = 0.3) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { pump(milliseconds: 20) }
    }

    /// How many bytes the program wrote so far.
    var byteCount: Int { bytes.count }

    /// Reads until the text (escape sequences removed) appears after the last match.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let fresh = String(screenText.dropFirst(mark))
            if let range = fresh.range(of: text) {
                let upTo = String(fresh[..<range.upperBound])
                mark += upTo.count
                return upTo
            }
            guard Date() < deadline else {
                throw Failure(description: "timed out waiting for \(text.debugDescription) (\(childState)); screen since last match:\n\(fresh)")
            }
            pump(milliseconds: 50)
        }
    }

    /// Waits for the prompt and for the editor to have put the terminal in raw mode
    /// (on Linux the master shows the child's settings), so keys get edit handling.
    func waitForPrompt(timeout: TimeInterval = 10) throws {
        try waitFor("lunch> ", timeout: timeout)
        try waitForEditing(timeout: timeout)
    }

    /// Waits for the editor to have put the terminal in raw mode (after a prompt that
    /// an earlier wait already matched, such as a redrawn `lunch> whe`).
    func waitForEditing(timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !isRawMode {
            guard Date() < deadline else { throw Failure(description: "the terminal never went into raw mode (\(childState))") }
            pump(milliseconds: 10)
        }
    }

    /// Resizes the terminal as a window manager does (the program gets SIGWINCH).
    func resize(columns: UInt16, rows: UInt16) {
        _ = lunch_pty_resize(master, columns, rows)
    }

    /// Puts the terminal in the mode a shell wants (ECHO, ICANON, ISIG on), as a shell
    /// does when a job stops.
    func setCookedMode() {
        var t = termios()
        guard tcgetattr(master, &t) == 0 else { return }
        t.c_lflag |= tcflag_t(ECHO | ICANON | ISIG)
        tcsetattr(master, TCSANOW, &t)
    }

    /// ECHO and ICANON off: the line editor owns the terminal.
    var isRawMode: Bool {
        var t = termios()
        guard tcgetattr(master, &t) == 0 else { return false }
        return t.c_lflag & tcflag_t(ECHO) == 0 && t.c_lflag & tcflag_t(ICANON) == 0
    }

    /// Keys typed at the terminal raise signals (ISIG): Ctrl-C, Ctrl-Z.
    var signalsKeys: Bool {
        var t = termios()
        guard tcgetattr(master, &t) == 0 else { return false }
        return t.c_lflag & tcflag_t(ISIG) != 0
    }

    /// ECHO and ICANON on: the terminal is as a shell expects it.
    var isCookedMode: Bool {
        var t = termios()
        guard tcgetattr(master, &t) == 0 else { return false }
        return t.c_lflag & tcflag_t(ECHO) != 0 && t.c_lflag & tcflag_t(ICANON) != 0
    }

    /// Waits for the program to end; returns its exit status (128+N for signal N).
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let exitStatus { return exitStatus }
            pump(milliseconds: 20)
            if reap(), let exitStatus {
                pump(milliseconds: 20)
                return exitStatus
            }
            guard Date() < deadline else { throw Failure(description: "the program did not exit; screen:\n\(screenText)") }
        }
    }

    /// How the program ended (`exited with status 1`, `killed by signal 11 (SIGSEGV)`), for
    /// failure messages: a crash in CI then says which signal. A shell that ran lunch as a
    /// job reports lunch's own end on the screen (`Segmentation fault`).
    private var ending: String?

    /// Collects the program's end if it has ended (never blocks); true when it has.
    private func reap() -> Bool {
        guard exitStatus == nil else { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        let signal = status & 0x7F
        if signal == 0 {
            exitStatus = (status >> 8) & 0xFF
            ending = "exited with status \(exitStatus ?? 0)"
        } else {
            exitStatus = 128 + signal
            let name = strsignal(signal).map { String(cString: $0) } ?? "?"
            ending = "killed by signal \(signal) (\(name))" + (status & 0x80 != 0 ? ", core dumped" : "")
        }
        return true
    }

    /// The program's state for a failure message: still running, or how it ended.
    private var childState: String {
        reap() ? "the program \(ending ?? "ended")" : "the program is still running"
    }

    private func pump(milliseconds: Int32) {
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let n = read(master, &buffer, buffer.count)
        if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
    }

    /// Removes CSI/OSC escape sequences and carriage returns.
    static func stripEscapes(_ text: String) -> String {
        var out = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let s = iterator.next() {
            if s == "\u{1B}" {
                guard let next = iterator.next() else { break }
                if next == "[" {
                    while let c = iterator.next(), !(0x40...0x7E).contains(c.value) {}
                } else if next == "]" {
                    while let c = iterator.next(), c != "\u{7}" {}
                }
                continue
            }
            if s == "\r" { continue }
            out.unicodeScalars.append(s)
        }
        return out
    }
}
