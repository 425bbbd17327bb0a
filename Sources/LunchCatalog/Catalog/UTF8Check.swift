import LunchStorage
import LunchText

/// Whether bytes are well-formed UTF-8 (Unicode's table 3-7): exactly the bytes that
/// `String(decoding:as: UTF8.self)` keeps as they are (it replaces ill-formed sequences).
/// An import writes a value's bytes from the file as they are only when this holds.
enum UTF8Check {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base), n = bytes.count
        var i = 0
        while i < n {
            // ASCII eight bytes at a time.
            if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            // How many continuation bytes follow, and the range the first of them must be in.
            let more: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: more = 1
            case 0xE0: more = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: more = 2
            case 0xED: more = 2; high = 0x9F
            case 0xF0: more = 3; low = 0x90
            case 0xF1...0xF3: more = 3
            case 0xF4: more = 3; high = 0x8F
            default: return false
            }
            guard i + more < n, bytes[i + 1] >= low, bytes[i + 1] <= high else { return false }
            var k = 2
            while k <= more {
                guard bytes[i + k] & 0xC0 == 0x80 else { return false }
                k += 1
            }
            i += more + 1
        }
        return true
    }
}
