import LunchStorage
import LunchText

/// Appends little-endian values and aligned arrays to a byte buffer (for catalog images).
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: Double) {
        append(value.bitPattern)
    }

    mutating func append<T>(array: [T]) {
        array.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// A length as a LEB128 varint, then the UTF-8 bytes.
    mutating func appendField(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            appendLength(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Texts joined by `separator` as one field (what `appendField(list.joined(…))` writes).
    mutating func appendField(_ list: [String], separator: UInt8) {
        if list.count == 1 { return appendField(list[0]) }
        var length = max(0, list.count - 1)
        for text in list { length += text.utf8.count }
        appendLength(length)
        for (i, text) in list.enumerated() {
            if i > 0 { bytes.append(separator) }
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    private mutating func appendLength(_ count: Int) {
        var length = count
        repeat {
            var byte = UInt8(length & 0x7F)
            length >>= 7
            if length > 0 { byte |= 0x80 }
            bytes.append(byte)
        } while length > 0
    }
}
