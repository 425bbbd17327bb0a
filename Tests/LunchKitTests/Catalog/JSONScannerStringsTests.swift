import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Strings are skipped eight bytes at a time: a quote, a backslash or a control character
/// at any place in the eight is still seen where it is.
@Suite struct JSONScannerStringsTests {
    static func scan<T>(_ text: [UInt8], _ body: (inout JSONScanner) throws -> T) -> (Result<T, JSONScanner.Failure>, Int) {
        text.withUnsafeBufferPointer { bytes in
            var scanner = JSONScanner(bytes)
            let outcome = Result { try body(&scanner) }.mapError { $0 as! JSONScanner.Failure }
            return (outcome, scanner.position)
        }
    }

    @Test func everyPlaceOfASpecialByte() throws {
        for length in 0..<26 {
            for at in 0..<max(length, 1) {
                var text = Array(repeating: UInt8(ascii: "a"), count: length)
                if length > 0 { text[at] = 0xC3; if at + 1 < length { text[at + 1] = 0xA4 } }
                let plain = [UInt8(ascii: "\"")] + text + [UInt8(ascii: "\""), UInt8(ascii: ",")]
                let (span, end) = Self.scan(plain) { scanner -> Int? in try scanner.skipPlainString() }
                #expect(try span.get() == length + 1)
                #expect(end == length + 2)
                guard length > 0 else { continue }
                var escaped = text
                escaped[at] = UInt8(ascii: "\\")
                escaped.insert(UInt8(ascii: "n"), at: at + 1)
                let (none, start) = Self.scan([UInt8(ascii: "\"")] + escaped + [UInt8(ascii: "\"")]) { try $0.skipPlainString() }
                #expect(try none.get() == nil)
                #expect(start == 0)
                var control = text
                control[at] = 0x1F
                let (failure, _) = Self.scan([UInt8(ascii: "\"")] + control + [UInt8(ascii: "\"")]) { try $0.skipValue() }
                #expect(Self.failure(failure) == JSONScanner.Failure(offset: at + 1, reason: "control character in a string"))
                var quoted = text
                quoted[at] = UInt8(ascii: "\"")
                let (early, _) = Self.scan([UInt8(ascii: "\"")] + quoted) { try $0.skipPlainString() }
                #expect(try early.get() == at + 1)
            }
            let (unterminated, _) = Self.scan([UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "b"), count: length)) { try $0.skipValue() }
            #expect(Self.failure(unterminated) == JSONScanner.Failure(offset: length + 1, reason: "unterminated string"))
        }
    }

    static func failure<T>(_ outcome: Result<T, JSONScanner.Failure>) -> JSONScanner.Failure? {
        if case .failure(let failure) = outcome { return failure }
        return nil
    }
}
