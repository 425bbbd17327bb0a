import CLibEdit

/// The escape sequences terminals send for editing keys, bound in libedit so none of
/// them ever puts text into the line. libedit knows the plain arrows, Delete and the
/// terminfo Home/End; an unknown sequence loses its first bytes and inserts its tail
/// (Ctrl-→ as `;5C`, Insert as `~`), and it has no catch-all for unknown sequences, so
/// every xterm-style sequence is bound here, as psql and fish treat them:
/// - ←/→ with Ctrl or Alt (`ESC[1;5D`, `ESC[1;3C`, rxvt `ESC Od`/`ESC Oc`) move by word,
///   with Shift alone by character; `ESC b`/`ESC f` move by word (libedit's own);
/// - Home `ESC[1~`/`ESC[7~` and End `ESC[4~`/`ESC[8~`, with any modifier, too;
/// - Delete `ESC[3~` deletes the character under the cursor; Ctrl-Del or Alt-Del
///   deletes a word forward;
/// - Insert, PgUp, PgDn, F1–F12 and ↑/↓ with a modifier do nothing.
/// Any other CSI or SS3 sequence (another terminal's private keys, a terminal's reply) is
/// dropped whole before libedit sees it (`EscapeSequence`, `LineEditor.boundSequences`).
enum EditingKeys {
    static let esc = "\u{1B}"
    /// lunch's own function that does nothing (added by `LineEditor`); the rest are libedit's.
    static let ignore = "lunch-ignore"

    /// Every sequence and the function it is bound to.
    static var bindings: [(key: String, function: String)] {
        var list: [(String, String)] = []
        let modifiers = [""] + (2...8).map { ";\($0)" }
        func wordish(_ modifier: String) -> Bool {
            guard let m = Int(modifier.dropFirst()) else { return false }
            return (m - 1) & 0b110 != 0  // the Alt or Ctrl bit
        }
        for m in modifiers.dropFirst() {
            let prefix = esc + "[1" + m
            list.append((prefix + "C", wordish(m) ? "em-next-word" : "ed-next-char"))
            list.append((prefix + "D", wordish(m) ? "ed-prev-word" : "ed-prev-char"))
            list.append((prefix + "H", "ed-move-to-beg"))
            list.append((prefix + "F", "ed-move-to-end"))
            for final in ["A", "B", "P", "Q", "R", "S"] { list.append((prefix + final, ignore)) }
        }
        for number in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24] {
            for m in modifiers {
                let function: String
                switch number {
                case 1, 7: function = "ed-move-to-beg"
                case 4, 8: function = "ed-move-to-end"
                case 3: function = wordish(m) ? "em-delete-next-word" : "ed-delete-next-char"
                default: function = ignore
                }
                list.append((esc + "[\(number)" + m + "~", function))
            }
        }
        list.append((esc + "Oc", "em-next-word"))
        list.append((esc + "Od", "ed-prev-word"))
        for final in ["P", "Q", "R", "S"] { list.append((esc + "O" + final, ignore)) }
        return list
    }

    static func bind(_ editLine: OpaquePointer) {
        for (key, function) in bindings { lunch_el_bind(editLine, key, function) }
    }
}
