import LunchStorage
import LunchText

/// Scalars as where their text is in the file: a million elements' tag values are looked
/// at, trimmed and joined as bytes, and only what a place keeps becomes a `String`.
extension JSONScanner {
    /// Where `readScalarText` would find its text: a span of the file when the file holds
    /// it as is (a string without escapes, a number, `true`, `false`); nil for null,
    /// objects and arrays (which are skipped). A string with escapes is read (the same
    /// errors as `readScalarText`) and sets `escaped`: its text is not in the file.
    mutating func readScalarSpan(escaped: inout Bool) throws -> Range<Int>? {
        switch peek() {
        case UInt8(ascii: "\""):
            let start = position + 1
            if let end = try skipPlainString() { return start..<end }
            _ = try readString()
            escaped = true
            return nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            let start = position
            _ = try readScalarText()
            return start..<position
        case UInt8(ascii: "n"), UInt8(ascii: "{"), UInt8(ascii: "["):
            _ = try readScalarText()
            return nil
        default:
            let start = position
            _ = try readNumber()
            return start..<position
        }
    }

    /// The bytes of a span of the file.
    @inline(__always)
    func text(_ span: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[span])
    }
}
