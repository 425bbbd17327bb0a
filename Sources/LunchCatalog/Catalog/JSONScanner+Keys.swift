import Foundation
import LunchStorage
import LunchText

/// Object keys as bytes: a million records have ten million keys, and none of them
/// needs to become a `String`.
extension JSONScanner {
    /// Like `readObject`, with each key as its bytes (no `String` made): the bytes are
    /// valid only during `body`.
    public mutating func readObjectKeys(_ body: (inout JSONScanner, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try readContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { scanner in
            guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.fail("expected a key") }
            let start = scanner.position + 1
            if let end = try scanner.skipPlainString() {
                try scanner.expect(UInt8(ascii: ":"))
                try body(&scanner, UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]))
            } else {
                let key = Array(try scanner.readString().utf8)
                try scanner.expect(UInt8(ascii: ":"))
                try key.withUnsafeBufferPointer { try body(&scanner, $0) }
            }
        }
    }

    /// True when a key's bytes are exactly `literal`.
    @inline(__always)
    public static func matches(_ key: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        key.count == literal.utf8CodeUnitCount
            && (key.isEmpty || memcmp(key.baseAddress!, literal.utf8Start, key.count) == 0)
    }

    /// Skips a string with no escapes and returns where its text ends; nil (and nothing
    /// consumed) when it has escapes, for `readString` to decode.
    mutating func skipPlainString() throws -> Int? {
        let quote = position
        var i = position + 1
        // Eight bytes at a time up to the first quote, backslash or control character.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
                let found = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
                if found & highs != 0 {
                    // The lowest flagged byte is the first such byte (the bytes after it may be flagged wrongly).
                    i += (found & highs).trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                position = i + 1
                return i
            }
            if b == UInt8(ascii: "\\") { position = quote; return nil }
            if b < 0x20 { position = i; throw fail("control character in a string") }
            i += 1
        }
        position = i
        throw fail("unterminated string")
    }
}
