import CLibEdit
import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// How the line editor reads keys for libedit: whole sequences, terminal replies dropped,
/// the wake key and signals followed (`readKeyCharacter`, its hook `EL_GETCFN`).
extension LineEditor {
    /// The next character for libedit: a key's sequence whole (an Esc, then its bytes), a
    /// terminal's reply or a sequence no key is bound to never (`EscapeSequence`), so none
    /// of it becomes text in the line.
    func readKeyCharacter(_ el: OpaquePointer, _ out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            if !keyTail.isEmpty {
                out.pointee = wchar_t(Self.takeCharacter(&keyTail, reader: &keyBytes))
                return 1
            }
            let got: Int32
            if let kept = keyBytes.keptByte() {
                var bytes = [kept]
                out.pointee = wchar_t(Self.takeCharacter(&bytes, reader: &keyBytes))
                got = 1
            } else {
                got = rawCharacter(el, out)
            }
            guard got == 1, out.pointee == 0x1B else { return got }
            switch EscapeSequence.read(from: &keyBytes, isKey: Self.isBound) {
            case .lone: return 1
            case .ignored: continue
            case .key(let bytes):
                keyTail = Array(bytes.dropFirst())
                return 1
            }
        }
    }

    /// One Unicode scalar from the front of `bytes` (its UTF-8 rest read from `reader` when
    /// it was cut); a byte that starts none is taken as it is.
    private static func takeCharacter(_ bytes: inout [UInt8], reader: inout ReverseSearchReader) -> UInt32 {
        let first = bytes[0]
        let length = UTF8Lead.length(first)
        while bytes.count < length, let next = reader.byte(wait: -1) { bytes.append(next) }
        let n = min(length, bytes.count)
        let scalar = String(validating: bytes.prefix(n), as: UTF8.self)?.unicodeScalars.first?.value
        bytes.removeFirst(scalar == nil ? 1 : n)
        return scalar ?? UInt32(first)
    }

    /// A character from the terminal, or the wake key, as libedit's own reader reads it.
    private func rawCharacter(_ el: OpaquePointer, _ out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        let editor = self
        while true {
            let got = lunch_read_char_or_wake(STDIN_FILENO, editor.wakeup.readEnd, out)
            if (got == 2 || got == 3) && editor.endIfSignalled(el) {
                errno = EINTR
                return -1
            }
            if got == 2 || got == 3 { editor.followSignals(el) }
            switch got {
            case 2:
                out.pointee = LineEditor.wakeKey
                return 1
            case 3:
                // A signal: SIGINT (from outside: Ctrl-C is a key here) ends the read as libedit's
                // own reader does (`el_gets` -1, EINTR); a resize or a `fg` goes on reading.
                guard Terminal.takeInterrupt() else { continue }
                errno = EINTR
                return -1
            default:
                return got
            }
        }
    }
}
