/// The keys `find` reads, taken one at a time from the bytes the terminal sent. Escape
/// sequences are read whole (arrows, Home/End, Delete, PageUp/PageDown mean something;
/// the rest do nothing), so no tail of one becomes text — a terminal's reply too
/// (`ESC ] 11;rgb:… ESC \` or BEL-ended, DCS, APC, PM); a lone Esc leaves. `ESC X`
/// (Alt-Shift-X) is a key that does nothing, not an SOS string (`EscapeSequence.stringStarts`).
struct LiveSearchKeys {
    enum Key: Equatable {
        case text(String)
        case backspace
        /// Ctrl-U.
        case clearLine
        /// Ctrl-W.
        case deleteWord
        /// Ctrl-K: the text after the cursor goes.
        case killToEnd
        /// Delete or Ctrl-D: the character under the cursor goes.
        case deleteForward
        case up
        case down
        case pageUp
        case pageDown
        /// Left or Ctrl-B.
        case left
        /// Right or Ctrl-F.
        case right
        /// Home or Ctrl-A.
        case home
        /// End or Ctrl-E.
        case end
        case enter
        /// Esc or Ctrl-C.
        case leave
        /// Ctrl-Z: stop the job, as at the prompt.
        case suspend
        /// Ctrl-\: end lunch as SIGTERM does, as at the prompt.
        case quit
        /// A key that does nothing here.
        case ignored
    }

    private var bytes: [UInt8] = []

    mutating func feed(_ new: some Sequence<UInt8>) {
        bytes.append(contentsOf: new)
    }

    /// True when the bytes kept may be the start of a longer key (an Esc): wait briefly
    /// for the rest before taking them as they are. (Part of a character is waited for
    /// however long its rest takes: `next` gives nothing until it is whole.)
    var isWaiting: Bool {
        guard let first = bytes.first, first == 0x1B else { return false }
        return bytes.count == 1 || (bytes.count == 2 && (bytes[1] == 0x5B || bytes[1] == 0x4F)) || isOpenSequence
            || (bytes.count >= 2 && EscapeSequence.stringStarts.contains(bytes[1]) && Self.stringEnd(in: bytes) == nil)
    }

    /// How long to wait for more before taking the bytes kept as they are (nil: no wait):
    /// after a lone Esc briefly, inside a sequence longer (`EscapeSequence`'s waits), so a
    /// sequence cut across reads (over ssh or tmux, a byte at a time) is still read whole.
    var waitSeconds: Double? {
        guard isWaiting else { return nil }
        return Double(bytes.count == 1 ? EscapeSequence.escapeWait : EscapeSequence.sequenceWait) / 1000
    }

    /// Where a string sequence at the start of `bytes` ends (the index after it; before an
    /// Esc that starts something else), or nil while it is still open.
    static func stringEnd(in bytes: [UInt8]) -> Int? {
        var i = 2
        while i < bytes.count {
            if bytes[i] == 0x07 { return i + 1 }
            if bytes[i] == 0x1B {
                guard i + 1 < bytes.count else { return nil }
                return bytes[i + 1] == 0x5C ? i + 2 : i
            }
            i += 1
        }
        return nil
    }

    /// The bytes not yet taken (typed after the key that ended the search).
    mutating func rest() -> [UInt8] {
        defer { bytes.removeAll() }
        return bytes
    }

    /// The next whole key; with `final`, a lone Esc is taken as it is.
    mutating func next(final: Bool = false) -> Key? {
        guard let first = bytes.first, final || !isWaiting else { return nil }
        switch first {
        case 0x1B: return escape()
        case 0x03: return take(1, .leave)
        case 0x0D, 0x0A: return take(1, .enter)
        case 0x7F, 0x08: return take(1, .backspace)
        case 0x15: return take(1, .clearLine)
        case 0x17: return take(1, .deleteWord)
        case 0x10: return take(1, .up)
        case 0x0E: return take(1, .down)
        case 0x01: return take(1, .home)
        case 0x05: return take(1, .end)
        case 0x02: return take(1, .left)
        case 0x06: return take(1, .right)
        case 0x0B: return take(1, .killToEnd)
        case 0x04: return take(1, .deleteForward)
        case 0x1A: return take(1, .suspend)
        case 0x1C: return take(1, .quit)
        case 0..<0x20: return take(1, .ignored)
        default:
            // Text comes as one key up to the next control key (a paste of thousands of
            // letters is one edit and one redraw, and an Esc after it is read at once).
            var end = 0
            while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F {
                let n = UTF8Lead.length(bytes[end])
                guard end + n <= bytes.count else { break }
                end += n
            }
            if end > 0, let text = String(validating: bytes.prefix(end), as: UTF8.self) { return take(end, .text(text)) }
            let n = UTF8Lead.length(first)
            // A character cut between reads: its rest is still to come.
            if bytes.count < n, bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) { return nil }
            guard bytes.count >= n, let text = String(validating: bytes.prefix(n), as: UTF8.self) else {
                return take(1, .ignored)
            }
            return take(n, .text(text))
        }
    }

    private var isOpenSequence: Bool {
        guard bytes.count >= 2, bytes[1] == 0x5B else { return false }
        return !bytes.dropFirst(2).contains { (0x40...0x7E).contains($0) }
    }

    private mutating func escape() -> Key {
        guard bytes.count >= 2 else { return take(1, .leave) }
        switch bytes[1] {
        case 0x5B:  // CSI: parameters, then a final byte 0x40–0x7E
            guard let end = bytes.indices.dropFirst(2).first(where: { (0x40...0x7E).contains(bytes[$0]) }) else {
                return take(bytes.count, .ignored)
            }
            let parameter = String(decoding: bytes[2..<end], as: UTF8.self)
            return take(end + 1, bytes[end] == 0x7E ? Self.tilde(parameter) : Self.final(bytes[end]))
        case 0x4F:  // SS3: one more byte
            guard bytes.count >= 3 else { return take(2, .ignored) }
            return take(3, Self.final(bytes[2]))
        case 0x1B:
            return take(1, .leave)
        case let start where EscapeSequence.stringStarts.contains(start):
            // A terminal's reply, dropped whole (as far as it came, once nothing more comes).
            return take(Self.stringEnd(in: bytes) ?? bytes.count, .ignored)
        default:  // Alt and a key
            return take(2, .ignored)
        }
    }

    /// The key an arrow-like sequence ends with (`ESC [ A`, `ESC O H`, `ESC [ 1 ; 5 D`).
    private static func final(_ byte: UInt8) -> Key {
        switch byte {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        default: return .ignored
        }
    }

    /// `ESC [ N ~`: Home (1, 7), Delete (3), End (4, 8), PageUp (5), PageDown (6).
    private static func tilde(_ parameter: String) -> Key {
        switch parameter.split(separator: ";").first ?? "" {
        case "1", "7": return .home
        case "3": return .deleteForward
        case "4", "8": return .end
        case "5": return .pageUp
        case "6": return .pageDown
        default: return .ignored
        }
    }

    private mutating func take(_ n: Int, _ key: Key) -> Key {
        bytes.removeFirst(n)
        return key
    }
}
