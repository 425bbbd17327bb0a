/// The keys `find` reads, taken one at a time from the bytes the terminal sent. Escape
/// sequences are read whole (only Up and Down mean something; the rest do nothing), so no
/// tail of one becomes text; a lone Esc leaves.
struct LiveSearchKeys {
    enum Key: Equatable {
        case text(String)
        case backspace
        /// Ctrl-U.
        case clearLine
        /// Ctrl-W.
        case deleteWord
        case up
        case down
        case enter
        /// Esc or Ctrl-C.
        case leave
        /// A key that does nothing here.
        case ignored
    }

    private var bytes: [UInt8] = []

    mutating func feed(_ new: some Sequence<UInt8>) {
        bytes.append(contentsOf: new)
    }

    /// True when the bytes kept may be the start of a longer key (an Esc, part of a
    /// character): wait briefly for the rest before taking them as they are.
    var isWaiting: Bool {
        guard let first = bytes.first else { return false }
        if first == 0x1B { return bytes.count == 1 || (bytes.count == 2 && (bytes[1] == 0x5B || bytes[1] == 0x4F)) || isOpenSequence }
        return first >= 0xC0 && bytes.count < Self.length(of: first)
    }

    /// The bytes not yet taken (typed after the key that ended the search).
    mutating func rest() -> [UInt8] {
        defer { bytes.removeAll() }
        return bytes
    }

    /// The next whole key; with `final`, a lone Esc or a cut character is taken as it is.
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
        case 0..<0x20: return take(1, .ignored)
        default:
            let n = min(Self.length(of: first), bytes.count)
            guard let text = String(validating: bytes.prefix(n), as: UTF8.self) else { return take(1, .ignored) }
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
            let key: Key = bytes[end] == 0x41 ? .up : bytes[end] == 0x42 ? .down : .ignored
            return take(end + 1, key)
        case 0x4F:  // SS3: one more byte
            guard bytes.count >= 3 else { return take(2, .ignored) }
            return take(3, bytes[2] == 0x41 ? .up : bytes[2] == 0x42 ? .down : .ignored)
        case 0x1B:
            return take(1, .leave)
        default:  // Alt and a key
            return take(2, .ignored)
        }
    }

    private mutating func take(_ n: Int, _ key: Key) -> Key {
        bytes.removeFirst(n)
        return key
    }

    private static func length(of lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }
}
