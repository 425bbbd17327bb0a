import CLibEdit
import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// The libedit line editor (native histedit API): emacs keys, Tab completion from the
/// shell's completer, history for Up/Down and Ctrl-R, Ctrl-C as a key that discards
/// the line (never a signal while editing), Ctrl-Z as a key that suspends the shell
/// (job control), Ctrl-L clears the screen (libedit's own), Ctrl-D on an empty line as
/// the end. Use it only when standard input and output are both terminals.
public final class LineEditor: LineSource {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let completer: (String) -> Completion
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    private var interrupted = false
    /// A Ctrl-C that moved the cursor to the end of the line and comes back to end it.
    private var discarding = false
    private var closed = false
    /// The line on the prompt when SIGTERM, SIGHUP or Ctrl-\ ended the wait for a key.
    private var endedLine: String?
    /// The signal that ended the editor (see `readLine`): lunch ends by it once the
    /// line is kept and the terminal restored.
    public private(set) var endingSignal: Int32?
    private let typedAhead: TypedAhead
    /// The history as Ctrl-R searches it, oldest first (libedit's own list, mirrored).
    var lines: [String]
    private let historyLimit: Int
    /// The history line on the prompt (Up, Down, or a line Ctrl-R found); nil: the line
    /// being typed, which `savedLine` keeps while another is shown.
    var historyPosition: Int?
    var savedLine = ""
    /// What the last Ctrl-R whose line was taken (Enter or another key, not Ctrl-G or Esc)
    /// searched for: Ctrl-R with nothing typed searches for it again, as in bash.
    var lastSearch = ""
    /// Ctrl-R shows the text found in standout (reverse video), as bash does: only where
    /// colour is allowed (see `Terminal.colorEnabled`).
    let standout: Bool
    /// Wakes the editor from another thread to print `idleOutput` above the prompt.
    public let wakeup = EditorWakeup()
    /// What to print above the prompt while it waits for a key (teammates' news on
    /// `out`, status lines on `err`), asked on the editor's thread after `wakeup.wake()`;
    /// empty: nothing to print.
    public var idleOutput: (() -> (out: String, err: String))?
    /// The key the reader hands libedit when woken (Ctrl-^, bound to printing `idleOutput`).
    static let wakeKey: wchar_t = 0x1E
    /// The terminal's bytes as lunch's reader takes them (a byte read too far kept), shared
    /// by the line and Ctrl-R's search.
    var keyBytes = ReverseSearchReader(descriptor: STDIN_FILENO)
    /// Bytes of a key's sequence, after its Esc, still to be handed to libedit.
    var keyTail: [UInt8] = []

    /// The escape sequences (CSI and SS3) the editor has a function for: libedit's arrows,
    /// Home, End and Delete, the history keys, `EditingKeys`. Any other is no key here and
    /// is dropped whole (libedit would insert its tail).
    static let boundSequences: Set<[UInt8]> = {
        var keys = ["[A", "[B", "[C", "[D", "[H", "[F", "[3~", "OA", "OB", "OC", "OD", "OH", "OF"].map { "\u{1B}" + $0 }
        keys += EditingKeys.bindings.map(\.key)
        return Set(keys.map { Array($0.utf8) })
    }()

    /// Alt-X and Alt-Shift-X: keys that do nothing, at the prompt and in Ctrl-R.
    static let ignoredAltKeys = ["\u{1B}x", "\u{1B}X"]

    static func isIgnored(_ sequence: [UInt8]) -> Bool {
        ignoredAltKeys.contains { Array($0.utf8) == sequence }
    }

    static func isBound(_ sequence: [UInt8]) -> Bool {
        boundSequences.contains(sequence)
    }

    public init(programName: String, history entries: [String], historyLimit: Int,
                typedAhead: TypedAhead = .shared, standout: Bool = false,
                completer: @escaping (String) -> Completion) {
        self.completer = completer
        self.standout = standout
        self.typedAhead = typedAhead
        // As libedit keeps them (`setunique`, `setsize`): no line twice in a row, the newest.
        var kept: [String] = []
        for entry in entries where kept.last != entry { kept.append(entry) }
        lines = Array(kept.suffix(max(0, historyLimit)))
        self.historyLimit = historyLimit
        history = history_init()
        editLine = lunch_el_init(programName)
        lunch_history_setsize(history, Int32(historyLimit))
        lunch_history_setunique(history, 1)
        for entry in entries { lunch_history_enter(history, entry) }

        // Ctrl-R's wait for a key wakes for a resize or a `fg` too, as the prompt's does.
        keyBytes = ReverseSearchReader(descriptor: STDIN_FILENO, wake: wakeup.readEnd)
        lunch_el_set_pointer(editLine, EL_CLIENTDATA, Unmanaged.passUnretained(self).toOpaque())
        lunch_el_set_string(editLine, EL_EDITOR, "emacs")
        // No EL_SIGNAL: libedit's handlers redraw and resize from inside the signal handler,
        // on whichever thread gets the signal, while the editor's thread draws too (a crash
        // after `fg`). `readLine` watches SIGWINCH and SIGCONT itself (see `lineEditorReadChar`).
        lunch_el_set_hist(editLine, history)
        // libedit's insert- and delete-character paths count a wide character (an emoji,
        // CJK) as one column when they write the rest of the line again: a key typed or
        // deleted before one left the terminal's cursor on its second column. Without those
        // capabilities libedit rewrites the line's tail instead, and puts the cursor right.
        for capability in ["im", "ic", "IC", "dc", "DC"] { lunch_el_settc(editLine, capability, "") }
        lunch_el_set_prompt(editLine, lineEditorPrompt)
        // Ctrl-C is an ordinary key while editing: a signal landing outside read() is lost.
        lunch_el_setty_edit(editLine, "-isig")
        lunch_el_addfn(editLine, "lunch-complete", "complete the word", lineEditorComplete)
        lunch_el_bind(editLine, "^I", "lunch-complete")
        lunch_el_addfn(editLine, "lunch-discard", "discard the line", lineEditorDiscard)
        lunch_el_bind(editLine, "^C", "lunch-discard")
        // Ctrl-Z too is a key while editing (`-isig`): it suspends as the terminal would.
        lunch_el_addfn(editLine, "lunch-suspend", "suspend lunch", lineEditorSuspend)
        lunch_el_bind(editLine, "^Z", "lunch-suspend")
        // A Ctrl-D typed while a command runs (terminal in cooked mode) is queued as an
        // end-of-file mark that the kernel hands over as a NUL byte once the editor turns
        // the terminal raw; libedit's own binding for NUL makes the next key literal
        // (Enter shows ^M). Typed-ahead keys must keep working: NUL does nothing.
        lunch_el_addfn(editLine, "lunch-ignore", "ignore the key", lineEditorIgnore)
        lunch_el_bind(editLine, "^@", "lunch-ignore")
        // Alt-X and Alt-Shift-X: libedit's `ed-command` opened a bare `:` line that took what
        // was typed next and lost the line; lunch has no use for it.
        for key in Self.ignoredAltKeys { lunch_el_bind(editLine, key, "lunch-ignore") }
        // Ctrl-R: lunch's own search line over the history (libedit's `bck:` prompt shows
        // the arrows' escape codes as text and has no way out but Enter).
        lunch_el_addfn(editLine, "lunch-search", "search the history", lineEditorSearch)
        lunch_el_bind(editLine, "^R", "lunch-search")
        // Up/Down (both cursor-key modes) and Ctrl-P/Ctrl-N: lunch's own walk through the same
        // history, so that it can go on from the line Ctrl-R found (libedit's own keys keep
        // their place in libedit's history, which Ctrl-R cannot move).
        lunch_el_addfn(editLine, "lunch-history-older", "the line before in the history", lineEditorHistoryOlder)
        lunch_el_addfn(editLine, "lunch-history-newer", "the line after in the history", lineEditorHistoryNewer)
        for key in ["\u{1B}[A", "\u{1B}OA", "^P"] { lunch_el_bind(editLine, key, "lunch-history-older") }
        for key in ["\u{1B}[B", "\u{1B}OB", "^N"] { lunch_el_bind(editLine, key, "lunch-history-newer") }
        EditingKeys.bind(editLine)
        // Keys are read by lunch's reader, which also wakes for teammates' news.
        lunch_el_set_getcfn(editLine, lineEditorReadChar)
        lunch_el_addfn(editLine, "lunch-idle-output", "print news above the prompt", lineEditorIdleOutput)
        lunch_el_bind(editLine, "^^", "lunch-idle-output")
        // Ctrl-\ too is a key while editing (`-isig`): it ends lunch as SIGQUIT does anywhere
        // else (as SIGTERM: the line typed kept in the history, the terminal restored).
        lunch_el_addfn(editLine, "lunch-quit", "end lunch as SIGTERM does", lineEditorQuit)
        lunch_el_bind(editLine, "\u{1C}", "lunch-quit")
    }

    deinit { close() }

    /// Restores the terminal and frees libedit. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        el_end(editLine)
        history_end(history)
        free(promptBuffer)
        wakeup.close()
    }

    public func readLine(prompt: String) -> LineInput {
        setPrompt(prompt)
        interrupted = false
        discarding = false
        historyPosition = nil
        savedLine = ""
        // Without this, keys typed while the prompt is drawn get cooked handling.
        lunch_el_set_int(editLine, EL_PREP_TERM, 1)
        // Keys a command read while it ran (the pick spin's, those typed after `find`'s
        // Enter) come first, through the same reader as keys typed now: a terminal's reply
        // among them is dropped, never typed (`el_push` would have put it in the line).
        keyBytes.append(typedAhead.take())
        // A Ctrl-C of the last command is over: only one that comes now ends this read.
        _ = Terminal.takeInterrupt()
        var count: Int32 = 0
        lunch_editor_signals_watch(wakeup.writeEnd, 1)
        let raw = el_gets(editLine, &count)
        lunch_editor_signals_unwatch()
        // SIGTERM, SIGHUP or Ctrl-\ came while waiting (or as the wait ended): the line typed
        // goes to the history, as a line run would, and lunch ends by the signal.
        let ending = lunch_editor_end_signal()
        if ending != 0 {
            endingSignal = ending
            lunch_write_stdout("\n")
            return .ended(endedLine ?? currentLine(editLine), signal: ending)
        }
        if interrupted { return .interrupted }
        guard let raw, count > 0 else {
            if count < 0 && errno == EINTR { return .interrupted }
            return .end
        }
        // A Ctrl-C that reached the signal handler before this line (while the last
        // command ran) belonged to that command: it must not cancel the next one.
        _ = Terminal.takeInterrupt()
        var line = String(decoding: UnsafeRawBufferPointer(start: raw, count: Int(strlen(raw))), as: UTF8.self)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    public func remember(_ line: String) {
        lunch_history_enter(history, line)
        // As libedit keeps it (`setunique`): a line equal to the last one is not kept twice.
        if lines.last != line { lines.append(line) }
        // As libedit's `setsize`: the oldest line goes when the history is full.
        if lines.count > historyLimit { lines.removeFirst(lines.count - historyLimit) }
    }

    private func setPrompt(_ prompt: String) {
        free(promptBuffer)
        promptBuffer = strdup(prompt)
    }

    fileprivate var promptPointer: UnsafePointer<CChar>? { UnsafePointer(promptBuffer) }

    fileprivate func completeLine(_ el: OpaquePointer) -> UInt8 {
        guard let info = el_line(el)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let text = String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: max(0, length)), as: UTF8.self)
        let completion = completer(text)
        if completion.deleteCount > 0 || !completion.insert.isEmpty {
            if completion.deleteCount > 0 { el_deletestr(el, Int32(completion.deleteCount)) }
            if !completion.insert.isEmpty { el_insertstr(el, completion.insert) }
            return UInt8(CC_REFRESH)
        }
        guard !completion.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let width = Int(lunch_terminal_columns(STDOUT_FILENO))
        let listing = CandidateLayout.columns(completion.candidates, width: width > 0 ? width : 80)
        lunch_write_stdout("\n" + listing + "\n")
        return UInt8(CC_REDISPLAY)
    }

    /// Ctrl-C: `^C` after the text, then the line ends unsaved and the next prompt is
    /// on a line of its own, as in bash and psql. With the cursor inside the line it
    /// first moves to the end (shown at once), and the key comes back to finish.
    fileprivate func discardLine(_ el: OpaquePointer) -> UInt8 {
        if !discarding, let info = el_line(el)?.pointee, info.cursor < info.lastchar {
            discarding = true
            // Bytes, at least as many as characters; libedit stops at the end.
            el_cursor(el, Int32(clamping: info.lastchar - info.cursor))
            el_push(el, "\u{3}")
            return UInt8(CC_REFRESH)
        }
        discarding = false
        interrupted = true
        lunch_write_stdout("^C\n")
        return UInt8(CC_NEWLINE)
    }

    /// The text on the prompt now.
    fileprivate func currentLine(_ el: OpaquePointer) -> String {
        guard let info = el_line(el)?.pointee else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: max(0, info.lastchar - info.buffer)),
                      as: UTF8.self)
    }

    /// Noticed in the key reader: an ending signal came; the line on the prompt is kept
    /// and the read ends (`readLine` says `.ended`).
    func endIfSignalled(_ el: OpaquePointer) -> Bool {
        guard lunch_editor_end_signal() != 0 else { return false }
        if endedLine == nil { endedLine = currentLine(el) }
        return true
    }

    /// Ctrl-\: `^\`, then SIGQUIT as the terminal would send it (its handler ends the
    /// wait; ignored when lunch was started with it ignored, as `nohup` does).
    fileprivate func quit() -> UInt8 {
        lunch_write_stdout("^\\")
        raise(SIGQUIT)
        return UInt8(CC_NORM)
    }

    /// Ctrl-Z: `^Z`, the terminal as it was before lunch, and the process group
    /// stopped; after `fg` the editor's mode is back and the prompt and line are drawn
    /// again. With no shell to come back to (lunch leads its session) it says so.
    fileprivate func suspend() -> UInt8 {
        lunch_write_stdout("^Z")
        if !Terminal.suspend() {
            lunch_write_stdout("\n" + Messages.cannotSuspend + "\n")
        }
        return UInt8(CC_REDISPLAY)
    }

    /// A resize or a `fg` noted by the signal handler while waiting for a key, done here on
    /// the editor's thread: the new width taken, the editor's terminal mode set again (a
    /// stop from outside left the shell's), the prompt and the line drawn again.
    func followSignals(_ el: OpaquePointer) {
        guard takeSignals(el) else { return }
        // Redrawn where the prompt starts (libedit's refresh draws from where it thinks the
        // cursor is: the start of the prompt), not after the line already there.
        lunch_write_stdout(Self.eraseRows(above: rowsAboveCursor(el)))
        lunch_el_refresh(el)
    }

    /// The resize or `fg` noted by the signal handler, followed: the editor's terminal mode
    /// set again after a `fg`, the new width taken after a resize. False: there was none.
    func takeSignals(_ el: OpaquePointer) -> Bool {
        let signals = lunch_editor_take_signals()
        guard signals != 0 else { return false }
        if signals & LUNCH_EDITOR_CONTINUED != 0 {
            lunch_el_set_int(el, EL_PREP_TERM, 0)
            lunch_el_set_int(el, EL_PREP_TERM, 1)
        }
        if signals & LUNCH_EDITOR_RESIZED != 0 { el_resize(el) }
        return true
    }

    /// Woken while waiting for a key: prints `idleOutput` where the prompt was (the rows
    /// of the prompt and the line before the cursor erased) and has libedit draw the prompt
    /// and the typed line again under it, the cursor where it was.
    fileprivate func printIdleOutput(_ el: OpaquePointer) -> UInt8 {
        guard let output = idleOutput?(), !output.out.isEmpty || !output.err.isEmpty else { return UInt8(CC_NORM) }
        lunch_write_stdout(Self.eraseRows(above: rowsAboveCursor(el)))
        if !output.out.isEmpty { lunch_write_stdout(output.out) }
        if !output.err.isEmpty { lunch_write_stderr(output.err) }
        return UInt8(CC_REDISPLAY)
    }

    /// Moves to the start of the prompt's first row and erases to the end of the screen.
    static func eraseRows(above rows: Int) -> String {
        (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\r\u{1B}[J"
    }

    /// The terminal rows the prompt and the text before the cursor fill above the cursor's row.
    private func rowsAboveCursor(_ el: OpaquePointer) -> Int {
        guard let info = el_line(el)?.pointee else { return 0 }
        let before = String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: max(0, info.cursor - info.buffer)), as: UTF8.self)
        let width = Int(lunch_terminal_columns(STDOUT_FILENO))
        let columns = width > 0 ? width : 80
        let prompt = promptBuffer.map { String(cString: $0) } ?? ""
        return TextWidth.cells(prompt + before) / columns
    }

    fileprivate static func from(_ el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = lunch_el_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }
}

private func lineEditorPrompt(_ el: OpaquePointer?) -> UnsafePointer<CChar>? {
    LineEditor.from(el)?.promptPointer
}

private func lineEditorComplete(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.completeLine(el)
}

private func lineEditorReadChar(_ el: OpaquePointer?, _ out: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    guard let el, let out, let editor = LineEditor.from(el) else { return -1 }
    return editor.readKeyCharacter(el, out)
}

private func lineEditorIdleOutput(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.printIdleOutput(el)
}

private func lineEditorQuit(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.quit()
}

private func lineEditorIgnore(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    UInt8(CC_NORM)
}

private func lineEditorDiscard(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.discardLine(el)
}

private func lineEditorSearch(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.searchHistory(el)
}

private func lineEditorHistoryOlder(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.moveInHistory(el, older: true)
}

private func lineEditorHistoryNewer(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.moveInHistory(el, older: false)
}

private func lineEditorSuspend(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    LineEditor.from(el)?.suspend() ?? UInt8(CC_ERROR)
}
