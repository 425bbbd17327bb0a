import CTerminal
import Foundation

/// The keys Ctrl-R's search reads from the terminal, one whole key at a time: text (a
/// whole UTF-8 character; a paste: every character that has come, as one key), Backspace,
/// Ctrl-R, Ctrl-G or a lone Esc (cancel), Ctrl-C, Enter, and any other key (an arrow,
/// Home, End, Delete, PageUp…), which ends the search with the line found and is then
/// handled by the editor as usual (an arrow moves from the match, Up and Down from the
/// line found in the history). An escape sequence that is no key — a terminal's reply
/// (`ESC ] 11;rgb:… ESC \`, BEL-ended too), another string (DCS, APC, PM), a CSI
/// that no key ends with (a focus report, a cursor position) — is read whole and dropped.
enum ReverseSearchKey: Equatable {
    case text(String)
    case backspace
    case older
    case cancel
    case interrupt
    /// Ctrl-\: lunch ends as by SIGTERM, with the line as it was before Ctrl-R (as a
    /// SIGTERM during the search keeps it), not the line found.
    case quit
    case enter
    /// Another key: its bytes go back to the editor.
    case other([UInt8])
    /// An escape sequence that is no key, read whole: nothing happens.
    case ignored
    /// The terminal closed.
    case end
    /// No key: the editor was woken (a resize, a `fg`, teammates' news) and the line is
    /// drawn again.
    case woken

    /// Reads the next key from `reader` (the terminal, in raw mode while editing).
    /// After an Esc, the rest of a sequence is waited for (`EscapeSequence`);
    /// a character's UTF-8 bytes are waited for however they come (one read may end in the
    /// middle of a character, over ssh or when pasted).
    static func read(from reader: inout ReverseSearchReader) -> ReverseSearchKey {
        let first: UInt8
        switch reader.keyOrWake() {
        case .byte(let byte): first = byte
        case .woken: return .woken
        case .end: return .end
        }
        switch first {
        case 0x12: return .older
        case 0x07: return .cancel
        case 0x03: return .interrupt
        case 0x1C: return .quit
        case 0x0D, 0x0A: return .enter
        case 0x7F, 0x08: return .backspace
        case 0x1B: return escape(&reader)
        case 0..<0x20: return .other([first])
        default:
            let bytes = character(startingWith: first, from: &reader)
            // A byte that starts no character (a stray continuation) is no key.
            guard let text = String(validating: bytes, as: UTF8.self) else { return read(from: &reader) }
            // The text that has come with it (a paste) is one key: one search, one redraw.
            var typed = text
            while let more = moreText(from: &reader) { typed += more }
            return .text(typed)
        }
    }

    /// The next whole character when it has already come (nil: nothing waiting, or not text,
    /// put back to be read as the next key).
    private static func moreText(from reader: inout ReverseSearchReader) -> String? {
        guard let first = reader.byte(wait: 0) else { return nil }
        guard first >= 0x20, first != 0x7F else {
            reader.putBack(first)
            return nil
        }
        // A cut or stray byte ends the paste here; what follows is read as keys.
        return String(validating: character(startingWith: first, from: &reader), as: UTF8.self) ?? ""
    }

    /// The bytes of the UTF-8 character `first` starts, the rest read from `reader`; a byte
    /// that continues none is put back (the character was cut; what came is the next key).
    private static func character(startingWith first: UInt8, from reader: inout ReverseSearchReader) -> [UInt8] {
        let length = UTF8Lead.length(first)
        var bytes = [first]
        while bytes.count < length, let next = reader.byte(wait: -1) {
            guard next & 0xC0 == 0x80 else {
                reader.putBack(next)
                break
            }
            bytes.append(next)
        }
        return bytes
    }

    /// After an Esc: the key's sequence goes on to the editor when the editor has it bound
    /// (`LineEditor.isBound`); a lone Esc cancels; the rest is dropped (a bracketed paste's
    /// `ESC [ 200 ~` too: the text pasted is searched for).
    private static func escape(_ reader: inout ReverseSearchReader) -> ReverseSearchKey {
        switch EscapeSequence.read(from: &reader, isKey: LineEditor.isBound) {
        case .lone: return .cancel
        case .ignored: return .ignored
        case .key(let bytes) where LineEditor.isIgnored(bytes): return .ignored  // Alt-X: nothing, the search goes on
        case .key(let bytes): return .other(bytes)
        }
    }
}

/// Bytes from the terminal for Ctrl-R's keys, one at a time, with a byte read too far
/// (after a cut character) kept for the next key; `rest` hands what is kept back to the
/// editor when the search ends.
struct ReverseSearchReader {
    let descriptor: Int32
    /// The editor's wake pipe (`EditorWakeup`, written on SIGWINCH and SIGCONT too), looked
    /// at while a key is waited for (`keyOrWake`); -1: none.
    let wake: Int32
    private var kept: [UInt8] = []

    init(descriptor: Int32, wake: Int32 = -1) {
        self.descriptor = descriptor
        self.wake = wake
    }

    /// What ended the wait for a key.
    enum Wait: Equatable {
        case byte(UInt8)
        /// The wake pipe had something (emptied now).
        case woken
        /// The terminal closed, or an ending signal came.
        case end
    }

    mutating func putBack(_ byte: UInt8) {
        kept.insert(byte, at: 0)
    }

    /// Keys read from the terminal before (typed ahead while a command ran), to be read
    /// after those already kept and before the terminal's.
    mutating func append(_ bytes: [UInt8]) {
        kept.append(contentsOf: bytes)
    }

    /// A byte read but not taken, if any (never waits).
    mutating func keptByte() -> UInt8? {
        kept.isEmpty ? nil : kept.removeFirst()
    }

    /// The bytes read but not taken.
    mutating func rest() -> [UInt8] {
        defer { kept.removeAll() }
        return kept
    }

    /// One byte, waiting at most `wait` milliseconds (-1: as long as it takes). None once
    /// SIGTERM, SIGHUP or Ctrl-\ came for the editor (on this thread or another: looked at
    /// every 200 ms), so the search ends and the editor ends lunch.
    mutating func byte(wait: Int32) -> UInt8? {
        if case .byte(let value) = next(wait: wait, wakeable: false) { return value }
        return nil
    }

    /// The first byte of the next key, waited for as long as it takes; `.woken` when the
    /// wake pipe had something first (a byte already kept comes before it).
    mutating func keyOrWake() -> Wait {
        next(wait: -1, wakeable: wake >= 0)
    }

    private mutating func next(wait: Int32, wakeable: Bool) -> Wait {
        if !kept.isEmpty { return .byte(kept.removeFirst()) }
        var pollers = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while true {
            if lunch_editor_end_signal() != 0 { return .end }
            let ready = poll(&pollers, wakeable ? 2 : 1, wait < 0 ? 200 : wait)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 && wait < 0 { continue }
            guard ready > 0 else { return .end }
            if pollers[0].revents == 0, wakeable, pollers[1].revents & Int16(POLLIN) != 0 {
                var sink = [UInt8](repeating: 0, count: 64)
                while sink.withUnsafeMutableBytes({ Foundation.read(wake, $0.baseAddress, $0.count) }) > 0 {}
                return .woken
            }
            var value: UInt8 = 0
            let n = Foundation.read(descriptor, &value, 1)
            if n < 0 && errno == EINTR { continue }
            return n == 1 ? .byte(value) : .end
        }
    }
}
