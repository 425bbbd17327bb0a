import CLibEdit
import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// `find` on a terminal: the text typed and a scrolling window of the results drawn
/// under the prompt, redrawn as keys come (Left/Right/Home/End move in the text, Up/Down
/// and PageUp/PageDown through every result). A search starts about 100 ms after the last key
/// (`FindDebounce`) and runs on another thread, so keys are read while it runs. The
/// terminal is in raw mode without signals meanwhile (Ctrl-C is a key that leaves, Ctrl-Z
/// suspends as at the prompt). A window resize (SIGWINCH) or a continue from outside
/// (SIGCONT) only wakes the loop through a pipe, as at the prompt: the search is drawn
/// again at the new size, after a continue in its key mode again;
/// on leaving, every line drawn is erased (after Enter the typed line stays, as in a
/// shell's scrollback) and the mode restored. Keys typed after
/// Enter or Esc are kept in `typedAhead` for the next prompt.
public struct TerminalLiveSearch: LiveSearch {
    private let typedAhead: TypedAhead
    private let debounce: FindDebounce
    /// The highlighted row in reverse video (as Ctrl-R's match): only where colour is
    /// allowed (not with `NO_COLOR` or `--no-color`); its `>` marks it either way.
    private let standout: Bool

    public init(typedAhead: TypedAhead = .shared, debounce: FindDebounce = .standard, standout: Bool = true) {
        self.typedAhead = typedAhead
        self.debounce = debounce
        self.standout = standout
    }

    public func run(text: String, search: @escaping (String) -> FindView) -> LiveSearchChoice {
        guard let mode = KeyReadingMode(alsoClearing: tcflag_t(IEXTEN), inputClearing: tcflag_t(IXON | ICRNL)) else { return .left }
        var session = LiveSearchSession(typed: text, debounce: debounce, search: search)
        session.standout = standout
        lunch_terminal_erase_below_on_exit(1)
        let wakeup = EditorWakeup()
        lunch_editor_signals_watch(wakeup.writeEnd, 0)
        let choice = session.run(wakeup: wakeup, mode: mode)
        if case .chosen = choice {
            lunch_write_stdout("\r\u{1B}[J" + session.frame().lines[0] + "\r\n")
        } else {
            lunch_write_stdout("\r\u{1B}[J")
        }
        // Erased first, then the search still running (if any) is waited for: what was
        // drawn never stays on screen while a slow search ends.
        session.worker.wait()
        lunch_editor_signals_unwatch()
        wakeup.close()
        lunch_terminal_erase_below_on_exit(0)
        mode.restore()
        typedAhead.keep(session.keys.rest())
        return choice
    }
}

/// The state of one live search: what is typed, what is on screen, the search running.
private struct LiveSearchSession {
    var typed: String
    /// Where the cursor is in `typed`, in characters.
    var cursor: Int
    var debounce: FindDebounce
    let worker: LiveSearchWorker
    var keys = LiveSearchKeys()
    var view: FindView?
    var highlight = 0
    /// The first row of the window drawn.
    var top = 0
    /// Rows drawn so far (the first `seen` rows were on screen at some time).
    var seen = 0
    /// The rows the window holds on this screen.
    var window = 1
    /// The highlighted row in reverse video.
    var standout = true

    init(typed: String, debounce: FindDebounce, search: @escaping (String) -> FindView) {
        // What comes next is a new word (`find +vegan`, then `caf`: not `+vegancaf`).
        self.typed = typed.isEmpty || typed.hasSuffix(" ") ? typed : typed + " "
        cursor = self.typed.count
        self.debounce = debounce
        worker = LiveSearchWorker(search: search)
        // Text given on the command line is searched at once.
        if !typed.isEmpty { self.debounce.typed(at: Self.now() - debounce.delay) }
    }

    /// Until a key ends the search; the caller erases the lines drawn, then waits for
    /// the worker. A byte on `wakeup`'s pipe (written by the signal handler) means a resize
    /// or a continue: followed here, on this thread.
    mutating func run(wakeup: EditorWakeup, mode: KeyReadingMode) -> LiveSearchChoice {
        draw()
        while true {
            if let found = worker.take() {
                if found.text != view?.text { highlight = 0; top = 0 }
                view = found
                draw()
            }
            if !worker.isBusy, debounce.isDue(at: Self.now()) {
                debounce.searched()
                worker.start(typed)
            }
            // An escape sequence cut between reads (over ssh) gets time to finish, as at
            // the prompt (`LiveSearchKeys.waitSeconds`); a running search is looked at every 10 ms. `hasWork`, not `isBusy`:
            // a search that ended since `take` above has an answer to draw, and waiting for a
            // key instead left it undrawn (seen under load as a find that never showed
            // "No places match").
            let wait = keys.waitSeconds ?? (worker.hasWork ? 0.01 : debounce.wait(at: Self.now()))
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeup.readEnd, events: Int16(POLLIN), revents: 0)]
            let polled = poll(&fds, wakeup.readEnd >= 0 ? 2 : 1, wait.map { Int32(($0 * 1000).rounded(.up)) } ?? -1)
            if polled > 0, wakeup.readEnd >= 0, fds[1].revents != 0 {
                followSignals(wakeup, mode: mode)
            }
            if polled > 0, fds[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 1024)
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count <= 0 { return .left }  // the terminal went away
                keys.feed(buffer[..<count])
            } else if polled < 0 && errno != EINTR {
                return .left
            }
            // A lone Esc (or a cut character) is what it is once nothing follows it (a
            // wake-up is not "nothing follows": only a wait that ran out).
            // Drawn once for all the keys read (not once a key: a paste is one redraw).
            var handled = false
            while let key = keys.next(final: polled == 0) {
                if let choice = handle(key) { return choice }
                handled = true
            }
            if handled { draw() }
        }
    }

    /// A resize or a continue noted by the signal handler: the pipe drained, after a continue
    /// the key mode set again (a shell may have put back its own while lunch was stopped),
    /// and the search drawn again for the screen's size now.
    private mutating func followSignals(_ wakeup: EditorWakeup, mode: KeyReadingMode) {
        var sink = [UInt8](repeating: 0, count: 64)
        while read(wakeup.readEnd, &sink, sink.count) > 0 {}
        let signals = lunch_editor_take_signals()
        guard signals != 0 else { return }
        if signals & LUNCH_EDITOR_CONTINUED != 0 { mode.setAgain() }
        draw()
    }

    /// Carries out one key (the caller draws); a choice ends the search.
    private mutating func handle(_ key: LiveSearchKeys.Key) -> LiveSearchChoice? {
        switch key {
        case .leave: return .left
        case .ignored: return nil
        case .up: move(-1)
        case .down: move(1)
        case .pageUp: move(-window)
        case .pageDown: move(window)
        case .enter: return choose()
        case .suspend: suspend()
        // Ctrl-\ (a key here, the terminal's signals off): SIGQUIT, whose handler erases
        // what was drawn, restores the terminal and ends lunch as SIGTERM does.
        case .quit: raise(SIGQUIT)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(typed.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = typed.count
        default: editing(key)
        }
        return nil
    }

    /// Ctrl-Z, as at the prompt: the lines drawn erased (`^Z` in their place), the
    /// terminal as it was before lunch and the job stopped; after `fg` the key-reading
    /// mode is back and the search is drawn again. With no shell to come back to
    /// it says so above the search.
    private func suspend() {
        lunch_write_stdout("\r\u{1B}[J^Z")
        if !Terminal.suspend() {
            lunch_write_stdout("\r\n" + Messages.cannotSuspend + "\r\n")
        }
    }

    /// The highlight moves `by` rows, within the results.
    private mutating func move(_ by: Int) {
        let last = max(0, (view?.rows.count ?? 0) - 1)
        highlight = min(last, max(0, highlight + by))
    }

    /// A key that changes the text, at the cursor.
    private mutating func editing(_ key: LiveSearchKeys.Key) {
        var chars = Array(typed)
        var at = min(cursor, chars.count)
        switch key {
        case .text(let text):
            chars.insert(contentsOf: text, at: at)
            at += text.count
        case .backspace where at > 0:
            chars.remove(at: at - 1)
            at -= 1
        case .deleteForward where at < chars.count:
            chars.remove(at: at)
        case .clearLine:
            chars.removeSubrange(0..<at)
            at = 0
        case .killToEnd:
            chars.removeSubrange(at...)
        case .deleteWord:
            // The word before the cursor, and the spaces after it.
            var start = at
            while start > 0, chars[start - 1] == " " { start -= 1 }
            while start > 0, chars[start - 1] != " " { start -= 1 }
            chars.removeSubrange(start..<at)
            at = start
        default:
            return
        }
        cursor = at
        let text = String(chars)
        guard text != typed else { return }
        typed = text
        debounce.typed(at: Self.now())
    }

    /// Enter: the highlighted row of the results for the text typed. Typed ahead of those
    /// results (`find tac` and Enter at once, or new text and Enter before its search ran),
    /// the search is finished first: never a row of older results, never a lost Enter.
    private mutating func choose() -> LiveSearchChoice? {
        if view == nil || view?.text != typed {
            worker.wait()
            _ = worker.take()
            view = worker.search(typed)
            debounce.searched()
            highlight = 0
            top = 0
            draw()
        }
        guard let view, view.rows.indices.contains(highlight) else { return nil }
        return .chosen(view, row: highlight, shown: max(seen, highlight + 1, 1))
    }

    /// What is drawn now, for this screen.
    func frame() -> FindFrame {
        let size = Terminal.size(environment: ProcessInfo.processInfo.environment)
        let rows = Self.window(size)
        return FindFrame(typed: typed, view: view, highlight: highlight, columns: size.columns ?? 80, rows: rows,
                         height: size.rows, cursor: cursor, top: top)
    }

    private mutating func draw() {
        let size = Terminal.size(environment: ProcessInfo.processInfo.environment)
        window = Self.window(size)
        let frame = frame()
        top = frame.top
        seen = max(seen, frame.top + frame.shown)
        var out = "\r\u{1B}[J"
        for (i, line) in frame.lines.enumerated() {
            if i > 0 { out += "\r\n" }
            out += i == frame.highlightLine && standout ? "\u{1B}[7m" + line + "\u{1B}[0m" : line
        }
        if frame.lines.count > 1 { out += "\u{1B}[\(frame.lines.count - 1)A" }
        out += "\r" + (frame.cursorColumn > 0 ? "\u{1B}[\(frame.cursorColumn)C" : "")
        lunch_write_stdout(out)
    }

    /// The result rows a screen holds under the command's line, with the typed line and the
    /// count: its height less 3 (`FindFrame.rowLimit` when the height is not known).
    static func window(_ size: ScreenSize) -> Int {
        max(1, size.rows.map { $0 - 3 } ?? FindFrame.rowLimit)
    }

    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
