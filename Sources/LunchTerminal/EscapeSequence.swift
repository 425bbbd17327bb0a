/// The one reader of what follows an Esc from the terminal, for the prompt's line, Ctrl-R's
/// search and their keys: a key's sequence read whole, a terminal's reply (`ESC ] 11;rgb:…
/// ESC \` or BEL-ended, DCS, APC, PM strings; a CSI no key is bound to: a device or
/// focus report, a mouse report, `ESC [ 27;5;13 ~`, a bracketed paste's `ESC [ 200 ~`) read
/// whole and dropped. `ESC X` is Alt-Shift-X, not the start of an SOS string: no terminal
/// sends SOS as a reply, and reading it as one swallowed the typing after the key until a
/// pause. After the Esc the next byte is waited for briefly (as vim's
/// `ttimeoutlen`): nothing, and the Esc is a key alone; once inside a sequence every byte is
/// waited for longer (a sequence cut across reads over ssh or tmux, even a byte at a time).
enum EscapeSequence: Equatable {
    /// The Esc alone (nothing came after it in time).
    case lone
    /// A key's bytes, the Esc first (a bound sequence, or Alt and a key).
    case key([UInt8])
    /// No key: nothing happens.
    case ignored

    /// Milliseconds the byte after a lone Esc is waited for.
    static let escapeWait: Int32 = 100
    /// Milliseconds each byte inside a sequence is waited for.
    static let sequenceWait: Int32 = 500
    /// The longest escape sequence read as one (a longer one is dropped as far as it came).
    static let maximumSequence = 4096
    /// After an Esc: OSC (`]`), DCS (`P`), PM (`^`) and APC (`_`) start a string that ends
    /// with BEL or `ESC \`. SOS (`X`) is left out on purpose: `ESC X` is a key (Alt-Shift-X).
    static let stringStarts: Set<UInt8> = [0x5D, 0x50, 0x5E, 0x5F]

    /// What follows an Esc just read from `reader`; `isKey` tells a CSI or SS3 sequence
    /// (the Esc first) that is a key from one that is not.
    static func read(from reader: inout ReverseSearchReader, isKey: ([UInt8]) -> Bool) -> EscapeSequence {
        guard let second = reader.byte(wait: escapeWait) else { return .lone }
        var bytes: [UInt8] = [0x1B, second]
        switch second {
        case 0x5B:  // CSI: parameters and intermediates (0x20–0x3F), then a final byte 0x40–0x7E
            while true {
                guard let next = reader.byte(wait: sequenceWait) else { return .ignored }
                bytes.append(next)
                if (0x40...0x7E).contains(next) { break }
                guard (0x20...0x3F).contains(next), bytes.count <= maximumSequence else { return .ignored }
            }
            return isKey(bytes) ? .key(bytes) : .ignored
        case 0x4F:  // SS3: one more byte
            guard let next = reader.byte(wait: sequenceWait) else { return .ignored }
            bytes.append(next)
            return isKey(bytes) ? .key(bytes) : .ignored
        case let start where stringStarts.contains(start):  // a string up to BEL or ESC \
            skipString(&reader)
            return .ignored
        case 0x1B:
            // Esc Esc: the first alone, the second starts what comes next.
            reader.putBack(0x1B)
            return .lone
        default:  // Alt and a key (`ESC X` too)
            return .key(bytes)
        }
    }

    /// The rest of a terminal string (its reply to a query): up to BEL or `ESC \`; an Esc
    /// that starts something else is put back.
    private static func skipString(_ reader: inout ReverseSearchReader) {
        var count = 0
        while let next = reader.byte(wait: sequenceWait), count < maximumSequence {
            count += 1
            if next == 0x07 { return }
            guard next == 0x1B else { continue }
            guard let after = reader.byte(wait: sequenceWait) else { return }
            if after != 0x5C {
                reader.putBack(after)
                reader.putBack(0x1B)
            }
            return
        }
    }
}
