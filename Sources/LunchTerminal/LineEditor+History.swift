import CLibEdit
import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// The history walk of the line editor: Up and Down through the history, and Ctrl-R's
/// search (`HistorySearch`, its keys `ReverseSearchKey`), on libedit's line.
extension LineEditor {
    /// Ctrl-R: `(reverse-i-search)`…': …` in place of the line, the cursor on the match, while
    /// keys narrow the search (Ctrl-R again: further back; Backspace: one character less).
    /// Enter runs the line found; any other key leaves it in the line with the cursor on the
    /// match, and the history at it (Up: the line before it, Down: the one after), and then
    /// does what it does there, as in bash; Ctrl-G or Esc put the line back as it was (Esc
    /// as in fish); Ctrl-C discards it; Ctrl-\ ends lunch keeping the line as typed before
    /// Ctrl-R, as SIGTERM does here.
    func searchHistory(_ el: OpaquePointer) -> UInt8 {
        let original = text(of: el)
        let originalCursor = cursorOffset(el)
        var search = HistorySearch(lines: lines, from: historyPosition, line: original, previous: lastSearch)
        // The line's reader: bytes it kept are the search's next keys, and what the search
        // keeps is read by the line after it.
        var reader = keyBytes
        // Woken during the search: teammates' news waits until it ends, then wakes the line.
        var woken = false
        defer {
            keyBytes = reader
            if woken { wakeup.wake() }
        }
        var cursorCells = 0
        while true {
            let fitted = search.fitted(Self.columns() - 1)
            let line = fitted.text
            let back = min(TextWidth.cells(fitted.fromMatch), max(0, TextWidth.cells(line) - 1))
            let shown = standout ? Self.standingOut(fitted.matched, from: fitted.fromMatch, in: line) : line
            lunch_write_stdout("\r\u{1B}[K" + shown + (back > 0 ? "\u{1B}[\(back)D" : ""))
            cursorCells = TextWidth.cells(line) - back
            let key = ReverseSearchKey.read(from: &reader)
            switch key {
            case .text(let typed): search.type(typed)
            case .backspace: search.deleteBackward()
            case .ignored: continue
            case .woken:
                // A resize (or a `fg`): the search line drawn again at the new width, from
                // the row it starts on (a terminal that rewraps put it on several rows), as
                // the prompt is.
                woken = true
                if takeSignals(el) { lunch_write_stdout(Self.eraseRows(above: cursorCells / Self.columns())) }
            case .older: search.older()
            case .cancel, .end:
                return show(original, cursor: originalCursor, in: el, then: [])
            case .interrupt:
                return show(original, cursor: originalCursor, in: el, then: [0x03])
            case .quit:
                // The line typed before Ctrl-R is the one kept, then Ctrl-\ does as at the prompt.
                return show(original, cursor: originalCursor, in: el, then: [0x1C])
            case .enter:
                remember(search: search)
                return show(search.match ?? original, cursor: search.offset ?? originalCursor, in: el,
                            then: [0x0D])
            case .other(let bytes):
                remember(search: search)
                let key = bytes
                guard let found = search.found, let match = search.match else {
                    return show(original, cursor: originalCursor, in: el, then: key)
                }
                // The history goes on from the line found: Up brings the one before it.
                if historyPosition == nil { savedLine = original }
                historyPosition = found
                return show(match, cursor: search.offset ?? 0, in: el, then: key)
            }
        }
    }

    /// A search that ends with its line taken (not cancelled) is the one Ctrl-R Ctrl-R repeats.
    private func remember(search: HistorySearch) {
        if !search.query.isEmpty { lastSearch = search.query }
    }

    /// Up (older) or Down (newer) through the history from the line on the prompt (or from the
    /// line Ctrl-R found); below the newest comes the line that was being typed. The cursor
    /// goes to the end, as libedit's own keys put it.
    func moveInHistory(_ el: OpaquePointer, older: Bool) -> UInt8 {
        let target: Int
        if older {
            target = (historyPosition ?? lines.count) - 1
            guard target >= 0 else { return UInt8(CC_REFRESH_BEEP) }
        } else {
            guard let position = historyPosition else { return UInt8(CC_REFRESH_BEEP) }
            target = position + 1
        }
        if historyPosition == nil { savedLine = text(of: el) }
        historyPosition = target < lines.count ? target : nil
        let line = historyPosition.map { lines[$0] } ?? savedLine
        replace(with: line, cursor: line.unicodeScalars.count, in: el)
        return UInt8(CC_REFRESH)
    }

    /// The terminal's width now (80 when it is not known): the search line is cut to one
    /// cell less (`HistorySearch.fitted`), so it never wraps and `\r` and erase-line always
    /// redraw it in place.
    static func columns() -> Int {
        let width = Int(lunch_terminal_columns(STDOUT_FILENO))
        return width > 0 ? width : 80
    }

    /// `line` (the search line, fitted) with `matched`, the start of its end `fromMatch`, in
    /// standout; as it was when the match is not wholly shown.
    static func standingOut(_ matched: String, from fromMatch: String, in line: String) -> String {
        guard !matched.isEmpty, line.hasSuffix(fromMatch), fromMatch.hasPrefix(matched) else { return line }
        let head = line.dropLast(fromMatch.count), tail = fromMatch.dropFirst(matched.count)
        return head + "\u{1B}[7m" + matched + "\u{1B}[27m" + tail
    }

    /// Puts `line` in the editor in place of the search line, the cursor `cursor` characters
    /// into it, and `key` back to be read next.
    private func show(_ line: String, cursor: Int, in el: OpaquePointer, then key: [UInt8]) -> UInt8 {
        lunch_write_stdout("\r\u{1B}[K")
        replace(with: line, cursor: cursor, in: el)
        let pushed = key.filter { $0 != 0 }
        if !pushed.isEmpty { el_push(el, String(decoding: pushed, as: UTF8.self)) }
        return UInt8(CC_REDISPLAY)
    }

    /// The editor's line becomes `line`, the cursor `cursor` characters (Unicode scalars,
    /// libedit's characters) into it.
    private func replace(with line: String, cursor: Int, in el: OpaquePointer) {
        let current = text(of: el)
        // Bytes, at least as many as characters; libedit stops at the end.
        el_cursor(el, Int32(clamping: current.utf8.count))
        if !current.isEmpty { el_deletestr(el, Int32(clamping: current.unicodeScalars.count)) }
        if !line.isEmpty { el_insertstr(el, line) }
        let back = line.unicodeScalars.count - min(max(0, cursor), line.unicodeScalars.count)
        if back > 0 { el_cursor(el, -Int32(clamping: back)) }
    }

    /// How many characters (Unicode scalars) of the line are before the cursor.
    private func cursorOffset(_ el: OpaquePointer) -> Int {
        guard let info = el_line(el)?.pointee else { return 0 }
        return String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: max(0, info.cursor - info.buffer)), as: UTF8.self).unicodeScalars.count
    }

    /// The whole line being edited.
    private func text(of el: OpaquePointer) -> String {
        guard let info = el_line(el)?.pointee else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: max(0, info.lastchar - info.buffer)), as: UTF8.self)
    }
}
