import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchResources
import LunchTestSupport
import LunchWalk

/// Walking minutes along the ways, as a user sees them: the sample's real network, a
/// small hand-made one (checkable by eye), and catalogs without ways (straight, marked).
@Suite struct WalkingTests {
    /// The shipped sample with its network, as `lunch` starts on it.
    static func sample(json: Bool = false, walkSpeed: Double = Walks.defaultKilometresPerHour) throws -> TestShell {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walking-\(UUID().uuidString)").path
        let loader = CatalogLoader(cacheFolder: folder, storage: DiskFileStorage())
        let catalog = try loader.load(path: try #require(LunchResources.samplePath), name: "the Helsinki sample",
                                      walkSource: .file(try #require(LunchResources.sampleWalkPath)))
        return TestShell(json: json, catalog: catalog, walkSpeed: walkSpeed)
    }

    /// A plus of two streets 800 m long crossing at `Fixtures.helsinki`.
    static func plus() -> WalkNetwork {
        var builder = WalkNetworkBuilder()
        let centre = Fixtures.helsinki
        // A point every 4 m, so that the network counts as a main one (200 nodes).
        var ids: Int64 = 1
        for (a, b) in [(270.0, 90.0), (0.0, 180.0)] {
            var nodes: [WalkCoordinate] = []
            var numbers: [Int64] = []
            for k in stride(from: -400.0, through: 400.0, by: 4) {
                let c = k == 0 ? centre : Fixtures.offset(centre, metres: abs(k), bearing: k < 0 ? a : b)
                nodes.append(WalkCoordinate(lat: c.lat, lon: c.lon))
                numbers.append(k == 0 ? 0 : ids)
                ids += 1
            }
            builder.add(nodeIDs: numbers, coordinates: nodes, steps: false)
        }
        return builder.build()
    }

    static func plusShell(json: Bool = false, unicode: Bool = false) throws -> TestShell {
        let network = plus()
        let s = TestShell(json: json, catalog: Catalog(places: Fixtures.small, walkSource: WalkSource { network }),
                          map: MapRenderer(columns: 61, unicode: unicode))
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        return s
    }

    /// The Walk column and the footer of a list.
    static func walkColumn(_ text: String) -> [String] {
        text.split(separator: "\n").dropFirst().compactMap { line in
            line.firstMatch(of: #/(~?\d+ min)  /#).map { String($0.output.1) }
        }
    }

    @Test func nearFiveMinutesOnTheSampleFollowsTheStreets() throws {
        let s = try Self.sample()
        #expect(s.run("near 5min").failed == false)
        let text = s.output.stdout
        #expect(text.contains("(172 places within 5 min walk of the busiest part of the catalog)"), "\(text.suffix(300))")
        // By walking time, every row along the ways (no `~`), none over 5 minutes.
        let minutes = Self.walkColumn(text)
        #expect(minutes.count == 50)
        #expect(!minutes.contains { $0.hasPrefix("~") })
        let whole = minutes.compactMap { Int($0.split(separator: " ")[0]) }
        #expect(whole == whole.sorted() && whole.allSatisfy { $0 <= 5 })
        #expect(!text.contains("straight line"))
    }

    @Test func theStraightLineHoldsMoreThanTheStreets() throws {
        // The same five minutes without the ways: 234 places (80 m a minute, straight).
        let sample = try Self.sample()
        let straight = TestShell(catalog: Catalog(image: sample.catalog.image, sourceName: "no ways"))
        #expect(straight.run("near 5min").failed == false)
        #expect(straight.output.stdout.contains("(234 places within 5 min walk of the busiest part of the catalog)"))
        #expect(straight.output.stdout.contains("~ is a straight line: this catalog has no walkable ways"))
    }

    @Test func tamarinIsAroundTheBlock() throws {
        let s = try Self.sample()
        #expect(s.run("show tamarin").failed == false, "\(s.output.stderr)")
        let text = s.output.stdout
        #expect(text.contains("  distance  200 m"), "\(text)")
        #expect(text.contains(#/  walk      5 min, 3\d0 m along the ways \(around the block: 1\.\d× the straight line\)/#), "\(text)")
    }

    /// Foto Cafe's nearest way is a footway that joins the streets far away; a cycleway
    /// and a footway 3 m farther lead straight to it (it was 770 m, "around the block").
    @Test func fotoCafeMeetsTheWayThatLeadsThere() throws {
        let s = try Self.sample()
        #expect(s.run("show foto cafe").failed == false, "\(s.output.stderr)")
        let text = s.output.stdout
        #expect(text.contains("  distance  330 m"), "\(text)")
        #expect(text.contains(#/  walk      \d min, 4\d0 m along the ways\n/#), "\(text)")
    }

    @Test func jsonRowsCarryTheWalk() throws {
        let s = try Self.sample(json: true)
        #expect(s.run("near 3min").failed == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(s.output.stdout.utf8)) as? [String: Any])
        let places = try #require(object["places"] as? [[String: Any]])
        #expect(!places.isEmpty)
        for place in places {
            #expect(place["walk"] as? String == "route")
            #expect((place["walk_m"] as? Double).map { $0 >= (place["distance_m"] as? Double ?? 0) - 0.1 } == true)
            #expect((place["walk_min"] as? Int).map { (1...3).contains($0) } == true)
        }
        #expect(object["radius_min"] as? Double == 3)
        #expect(object["radius_m"] as? Double == 240)
    }

    /// A minutes radius is as far as the walking speed goes in that time (`LUNCH_WALK_SPEED`).
    @Test func jsonRadiusFollowsTheWalkingSpeed() throws {
        let s = try Self.sample(json: true, walkSpeed: 9.6)
        #expect(s.run("near 3min").failed == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(s.output.stdout.utf8)) as? [String: Any])
        #expect(object["radius_min"] as? Double == 3)
        #expect(object["radius_m"] as? Double == 480)
    }

    @Test func jsonWithoutWaysSaysStraight() throws {
        let s = TestShell(places: Fixtures.small, json: true)
        #expect(s.run("search sushi").failed == false)
        let row = try Self.firstPlace(s.output.stdout)
        #expect(row["walk"] as? String == "straight")
        #expect(row["walk_min"] as? Int != nil)
    }

    static func firstPlace(_ text: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require((object["places"] as? [[String: Any]])?.first)
    }

    @Test func withoutWaysEveryWalkIsMarkedStraight() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        #expect(s.run("near 1km").failed == false)
        let minutes = Self.walkColumn(s.output.stdout)
        #expect(minutes.first == "~1 min")
        #expect(minutes.allSatisfy { $0.hasPrefix("~") })
        #expect(s.output.stdout.contains("\n~ is a straight line: this catalog has no walkable ways\n"))
        #expect(s.run("show 1").failed == false)
        #expect(s.output.stdout.contains("  walk      ~1 min in a straight line (this catalog has no walkable ways)"))
    }

    @Test func placesOffTheWaysAreMarkedAndSaidOnce() throws {
        let s = try Self.plusShell()
        #expect(s.run("near 1km").failed == false)
        let text = s.output.stdout
        // Golden Sushi (60 m SE) walks the streets; Pizzeria Napoli (800 m N, 400 m past
        // the street's end) is the straight line, marked.
        #expect(text.contains(#/Golden Sushi +sushi +60 m +1 min /#), "\(text)")
        #expect(text.contains(#/Pizzeria Napoli +pizza +800 m +~10 min /#), "\(text)")
        #expect(text.contains("~ is a straight line: 3 places more than 250 m from a walkable way"), "\(text)")
    }

    @Test func tenMinutesAlongTheStreetsSortedByWalkingTime() throws {
        let s = try Self.plusShell()
        #expect(s.run("near 3min").failed == false)
        // Kahvila Suomi is 120 m east on the street (2 min); Golden Sushi 60 m SE walks
        // to the crossing and back out (about 85 m).
        let names = s.output.stdout.split(separator: "\n").dropFirst().prefix(3).map { String($0) }
        #expect(names.count == 3)
        #expect(s.run("filter radius 2min").failed == false)
        #expect(s.output.stdout.contains("radius 2 min walk"))
        #expect(s.run("near").failed == false)
        #expect(s.output.stdout.contains("within 2 min walk of"))
    }

    @Test func theMapDrawsTheStreetsAndTheRoute() throws {
        let s = try Self.plusShell()
        #expect(s.run("map 200").failed == false)
        let lines = s.output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The street east–west is the middle row of the frame, the one north–south its middle column.
        let inside = lines.filter { $0.hasPrefix("|") }
        let middle = inside[inside.count / 2]
        #expect(middle.filter { $0 == "." }.count > 40, "\(s.output.stdout)")
        #expect(inside.allSatisfy { $0.contains(".") || $0.contains("@") || $0.contains(where: \.isNumber) }, "\(s.output.stdout)")
        #expect(!s.output.stdout.contains("*"))
        #expect(s.run("map 1").failed == false)
        #expect(s.output.stdout.contains("*"), "\(s.output.stdout)")
        #expect(s.store.state.currentPlace == s.store.state.currentList.first)
    }

    @Test func theMapInBrailleOnUTF8() throws {
        let s = try Self.plusShell(unicode: true)
        #expect(s.run("map 200").failed == false)
        #expect(s.output.stdout.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        #expect(s.output.stdout.contains("◎"))
    }

    @Test(arguments: [("4.8", 4.8), ("6", 6.0), ("3,5", 3.5), ("5 km/h", 5.0), ("", nil)] as [(String, Double?)])
    func walkSpeedFromTheEnvironment(_ text: String, _ speed: Double?) throws {
        #expect(try Walks.speed(fromEnvironment: text) == speed)
    }

    @Test(arguments: ["fast", "0", "-3", "100", "nan", "4.8.1", "0x10", "0x1p2", "+5", ".5e1", "5e0"])
    func aBadWalkSpeedIsOneLine(_ text: String) {
        #expect(throws: WalkSpeedError.self) { try Walks.speed(fromEnvironment: text) }
        #expect(WalkSpeedError(value: text).message == "LUNCH_WALK_SPEED '\(text)' is not a walking speed: give km/h from 1 to 20 (e.g. 4.8)")
    }

    @Test func aFasterWalkerTakesFewerMinutes() throws {
        let slow = try Self.sample(), fast = try Self.sample(walkSpeed: 9.6)
        #expect(slow.run("show foto cafe").failed == false && fast.run("show foto cafe").failed == false)
        func minutes(_ s: TestShell) -> Int? {
            s.output.stdout.firstMatch(of: #/walk +(\d+) min/#).flatMap { Int($0.output.1) }
        }
        let m = try #require(minutes(slow)), n = try #require(minutes(fast))
        #expect(abs(Double(m) / 2 - Double(n)) <= 1)
    }
}
