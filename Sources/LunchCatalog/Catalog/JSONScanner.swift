import Foundation
import LunchStorage
import LunchText

/// A streaming JSON reader over bytes: reads one value at a time without building a
/// tree, so a 200 MB catalog file is read in one pass with little memory.
/// (Foundation's decoders need ~12 s and ~3.8 GB for such a file.)
public struct JSONScanner {
    public struct Failure: Error, Equatable {
        public var offset: Int
        public var reason: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    public internal(set) var position = 0
    /// How deep objects and arrays nest right now; past `maxDepth` is an error, not a crash.
    var depth = 0
    public static let maxDepth = 256

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    public var isAtEnd: Bool { mutating get { skipSpace(); return position >= bytes.count } }

    /// The next significant byte, without consuming it.
    public mutating func peek() -> UInt8? {
        skipSpace()
        return position < bytes.count ? bytes[position] : nil
    }

    public mutating func fail(_ reason: String) -> Failure {
        Failure(offset: position, reason: reason)
    }

    /// Calls `body` with each key of an object; `body` must read or skip the value.
    public mutating func readObject(_ body: (inout JSONScanner, String) throws -> Void) throws {
        try readObjectKeys { scanner, key in try body(&scanner, String(decoding: key, as: UTF8.self)) }
    }

    /// Calls `body` for each element of an array; `body` must read or skip the element.
    public mutating func readArray(_ body: (inout JSONScanner) throws -> Void) throws {
        try readContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    /// An array or an object: `open`, then elements separated by commas (`element` reads
    /// one: a value, or an object's key, colon and value), then `close`. Nesting deeper
    /// than `maxDepth` is an error, not a crash.
    @inline(__always)
    mutating func readContainer(open: UInt8, close: UInt8, _ element: (inout JSONScanner) throws -> Void) throws {
        try expect(open)
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("nested too deeply") }
        if peek() == close { position += 1; return }
        while true {
            try element(&self)
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case close: position += 1; return
            default: throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }

    public mutating func readString() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw fail("control character in a string") }
            position += 1
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let b = bytes[position]
            position += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &out)
            default:
                if b < 0x20 { throw fail("control character in a string") }
                out.append(b)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func readEscape(into out: inout [UInt8]) throws {
        guard position < bytes.count else { throw fail("unterminated escape") }
        let e = bytes[position]
        position += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHex4()
            if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                let low = try readHex4()
                if (0xDC00..<0xE000).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
            }
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            out.append(contentsOf: Array(String(scalar).utf8))
        default:
            throw fail("bad escape")
        }
    }

    private mutating func readHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw fail("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[position]
            position += 1
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw fail("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A string, a number (as its text) or a boolean as text; nil for null, objects and arrays
    /// (which are skipped).
    public mutating func readScalarText() throws -> String? {
        switch peek() {
        case UInt8(ascii: "\""): return try readString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return try readLiteral()
        case UInt8(ascii: "n"): _ = try readLiteral(); return nil
        case UInt8(ascii: "{"), UInt8(ascii: "["): try skipValue(); return nil
        default:
            let start = position
            _ = try readNumber()
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
    }

    private mutating func readLiteral() throws -> String {
        for word in ["true", "false", "null"] where matches(word) {
            position += word.utf8.count
            return word
        }
        throw fail("unexpected character")
    }

    private func matches(_ word: String) -> Bool {
        var i = position
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    /// The next value's bytes, unparsed (for small records read with Foundation).
    public mutating func rawValue() throws -> Data {
        skipSpace()
        let start = position
        try skipValue()
        return Data(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    }

    public mutating func skipValue() throws {
        switch peek() {
        case UInt8(ascii: "{"): try readObjectKeys { scanner, _ in try scanner.skipValue() }
        case UInt8(ascii: "["): try readArray { try $0.skipValue() }
        case UInt8(ascii: "\""): if try skipPlainString() == nil { _ = try readString() }
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): _ = try readLiteral()
        case nil: throw fail("unexpected end of file")
        default: _ = try readNumber()
        }
    }

    public mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else {
            throw fail(position >= bytes.count ? "unexpected end of file" : "expected '\(Character(Unicode.Scalar(byte)))'")
        }
        position += 1
    }

    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
