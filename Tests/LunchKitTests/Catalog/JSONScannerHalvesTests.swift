import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct JSONScannerHalvesTests {
    /// Reads `[…]` in halves (whatever its size), each element's `n`; and the halves' count.
    static func numbers(_ text: String) throws -> (values: [Int], halves: Int) {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            let states = try scanner.readArrayInHalves(minimumBytes: 0, initial: [Int]()) { scanner, values, _ in
                var n = -1
                try scanner.readObject { scanner, key in
                    if key == "n" { n = Int(try scanner.readNumber()) } else { try scanner.skipValue() }
                }
                values.append(n)
            }
            let atEnd = scanner.isAtEnd
            #expect(atEnd)
            return (states.flatMap { $0 }, states.count)
        }
    }

    @Test func readsBothHalvesInOrder() throws {
        let text = "[" + (0..<1_000).map { "{\"n\":\($0),\"s\":\"x\"}" }.joined(separator: ",\n ") + "]"
        let result = try Self.numbers(text)
        #expect(result.values == Array(0..<1_000))
        #expect(result.halves == 2)
    }

    @Test func aBoundaryInsideAStringIsNotTrusted() throws {
        // The middle of the array is a long string holding "},{": the second half would
        // start there; the first half finds it is not a boundary and reads on alone.
        let trap = String(repeating: "},{ ", count: 500)
        let text = "[{\"n\":1},{\"n\":2,\"s\":\"\(trap)\"},{\"n\":3}]"
        let bytes = Array(text.utf8)
        let guess = bytes.withUnsafeBufferPointer { JSONScanner($0).boundary(after: bytes.count / 2) }
        #expect(guess.map { bytes.count / 2..<bytes.count - 20 ~= $0 } == true, "the guess lands inside the string")
        let result = try Self.numbers(text)
        #expect(result.values == [1, 2, 3])
        #expect(result.halves == 1)
    }

    @Test func anErrorInTheSecondHalfIsTheSameAsReadingInOrder() throws {
        let good = (0..<500).map { "{\"n\":\($0)}" }.joined(separator: ",")
        let text = "[" + good + ",{\"n\":7,}" + "]"
        var sequential: JSONScanner.Failure?
        do {
            _ = try Array(text.utf8).withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(buffer)
                try scanner.skipValue()
            }
        } catch let failure as JSONScanner.Failure { sequential = failure }
        #expect(sequential != nil)
        #expect(throws: sequential!) { try Self.numbers(text) }
    }

    @Test func aLargeOverpassFileReadsAsInOneThread() throws {
        let elements = (0..<3_000).map { i in
            "{\"type\":\"node\",\"id\":\(i),\"lat\":60.\(i),\"lon\":24.9,\"tags\":{\"name\":\"P \(i)\",\"amenity\":\"cafe\"}}"
        }
        let text = "{\"elements\":[" + elements.joined(separator: ",\n") + ",\"bad\"]}"
        let bytes = Array(text.utf8)
        let halves = try bytes.withUnsafeBufferPointer { buffer -> PlaceReadResult in
            var scanner = JSONScanner(buffer)
            var result = PlaceReadResult()
            try scanner.readObject { scanner, _ in
                for var part in try scanner.readArrayInHalves(minimumBytes: 0, initial: PlaceReadResult(), { s, r, _ in
                    try OverpassReader.readElement(&s, into: &r)
                }) { result.append(&part) }
            }
            return result
        }
        let whole = try OverpassReader.read(Data(bytes))
        #expect(halves.places == whole.places)
        #expect(halves.places.count == 3_000)
        #expect(halves.skipped == 1 && whole.skipped == 1)
    }
}
