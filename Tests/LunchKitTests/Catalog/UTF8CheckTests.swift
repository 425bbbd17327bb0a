import Testing
@testable import LunchCatalog

/// An import writes a value's bytes as they are only when `UTF8Check` says they are
/// well-formed UTF-8: exactly when the standard library's validating decode takes them.
@Suite struct UTF8CheckTests {
    func agrees(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { UTF8Check.isValid($0) } == (String(validating: bytes, as: UTF8.self) != nil)
    }

    @Test func agreesWithTheStandardLibraryOnEdges() {
        let cases: [[UInt8]] = [
            [], [0x41], [0x7F], [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xC2],
            [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xE1, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], Array("Kahvila Café 中国 🍕 Москва".utf8),
            Array("eight by".utf8) + [0xE2, 0x82, 0xAC] + Array("tes then".utf8), Array("12345678".utf8) + [0xC3],
        ]
        for bytes in cases { #expect(agrees(bytes), "\(bytes)") }
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [[0x41], [0x20], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x8D, 0x95], [0x80], [0xED, 0xA0],
                                 [0xF4, 0x90], [0xC0], [0xFE]]
        for _ in 0..<5000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                if Bool.random(using: &generator) { bytes += pieces.randomElement(using: &generator)! }
                else { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
            }
            #expect(agrees(bytes), "\(bytes)")
        }
    }
}
