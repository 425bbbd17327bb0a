import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct ArrayMovingPlacesTests {
    @Test func placesAreMovedNotLost() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let a = (0..<Int.random(in: 0...50, using: &generator)).map { PlaceIDsTests.place("a\($0) " + String(repeating: "long", count: 8)) }
            let b = (0..<Int.random(in: 0...50, using: &generator)).map {
                Place(id: "b\($0) " + String(repeating: "long", count: 8), name: "Nimi \($0)", coordinate: Coordinate(lat: 1, lon: 2),
                      cuisines: ["pizza"], tags: ["cafe", "wifi"], address: "Katu \($0)", phones: ["+358"], openingHours: "24/7")
            }
            var list = a, other = b
            list.append(moving: &other)
            #expect(list == a + b)
            #expect(other.isEmpty)
        }
    }
}
