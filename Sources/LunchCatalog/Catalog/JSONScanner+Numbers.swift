import Foundation
import LunchStorage
import LunchText

/// Numbers: the common `-12.345` form exactly and fast, anything else through the
/// standard library.
extension JSONScanner {
    public mutating func readNumber() throws -> Double {
        skipSpace()
        let start = position
        // Fast path: [-]digits[.digits] with at most 18 digits is exact as mantissa / 10^k.
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        var mantissa: Int64 = 0, digits = 0, fraction = 0
        var sawPoint = false
        while position < bytes.count {
            let b = bytes[position]
            if b >= 0x30 && b <= 0x39 {
                mantissa = mantissa &* 10 &+ Int64(b - 0x30)
                digits += 1
                if sawPoint { fraction += 1 }
            } else if b == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            position += 1
        }
        let next = position < bytes.count ? bytes[position] : 0
        if digits > 0, digits <= 18, fraction <= 22, next != UInt8(ascii: "e"), next != UInt8(ascii: "E"),
           !(sawPoint && fraction == 0) {
            let value = Double(mantissa) / Self.powersOfTen[fraction]
            return negative ? -value : value
        }
        // Anything else (exponents, long mantissas): the standard library's parser.
        position = start
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                position += 1
            default:
                return try number(from: start)
            }
        }
        return try number(from: start)
    }

    private mutating func number(from start: Int) throws -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard !text.isEmpty, let value = Double(text) else {
            position = start
            throw fail("expected a number")
        }
        return value
    }

    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// A number, or a string holding one; nil for anything else (skipped).
    public mutating func readLooseNumber() throws -> Double? {
        switch peek() {
        case UInt8(ascii: "\""): return Double(try readString().trimmingCharacters(in: .whitespaces))
        case let b? where b == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b):
            return try readNumber()
        default: try skipValue(); return nil
        }
    }
}
