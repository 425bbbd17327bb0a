import Testing
@testable import LunchWalk

/// A few routes from the app's default location (60.1690372, 24.942749) in Helsinki,
/// pinned by hand (to 0.5 m): metres and cost as tools/walk-check.py gave them when
/// they were written down (again when a point came to meet every way within 10 m of its
/// nearest one: Fazer Food Market was 77.3 m, Biáng! 225.0, Picnic 596.6). The network is built from the checker's dump of
/// Helsinki.osm.pbf (so the test runs where the checker can).
struct HelsinkiPinnedTests {
    struct Pin { var name: String; var lat: Double; var lon: Double; var straight: Double; var meters: Double; var cost: Double }

    static let pins: [Pin] = [
        Pin(name: "Fazer Food Market", lat: 60.1686399, lon: 24.942577, straight: 45.2, meters: 71.5, cost: 71.5),
        Pin(name: "Biáng!", lat: 60.1678075, lon: 24.9422257, straight: 139.8, meters: 215.5, cost: 215.5),
        Pin(name: "Manhattan steak house", lat: 60.1667106, lon: 24.9444947, straight: 276.1, meters: 371.5, cost: 371.5),
        Pin(name: "Picnic", lat: 60.1659889, lon: 24.9475818, straight: 431.7, meters: 584.4, cost: 584.4),
        Pin(name: "Graniittilinna", lat: 60.1790197, lon: 24.9476688, straight: 1142.9, meters: 1523.6, cost: 1523.6),
        // A route with steps on it (cost > metres).
        Pin(name: "UniCafe", lat: 60.1691803, lon: 24.940796, straight: 109.2, meters: 217.6, cost: 221.6),
        // Its steps are left out now that a point meets every way within 10 m of its nearest.
        Pin(name: "Cafe Java", lat: 60.169967, lon: 24.937518, straight: 307.3, meters: 380.4, cost: 380.4),
    ]

    @Test(.enabled(if: Checker.available("Helsinki.osm.pbf"))) func pinnedRoutes() throws {
        let start = HelsinkiPlaces.defaultLocation
        let answer = try Checker.answer(pbfName: "Helsinki.osm.pbf", start: start, points: [])
        let net = Checker.network(answer)
        let field = WalkField(network: net, from: start, maxCost: nil)
        let snap = try #require(field.start)
        #expect(abs(snap.distance - 3.49) < 0.01)
        for pin in Self.pins {
            let to = WalkCoordinate(lat: pin.lat, lon: pin.lon)
            let leg = try #require(field.walk(to: to), "\(pin.name)")
            #expect(abs(leg.straightMeters - pin.straight) < 0.1, "\(pin.name)")
            #expect(abs(leg.meters - pin.meters) < 0.5, "\(pin.name): \(leg.meters)")
            #expect(abs(leg.cost - pin.cost) < 0.5, "\(pin.name): \(leg.cost)")
            // The drawn route is as long as the walk.
            let line = try #require(field.route(to: to))
            let drawn = zip(line, line.dropFirst()).reduce(0) { $0 + Earth.metres($1.0, $1.1) }
            #expect(abs(drawn - leg.meters) < 0.5, "\(pin.name): drawn \(drawn)")
        }
    }

    /// Every place's drawn route is as long as its walk, bounded or not.
    @Test(.enabled(if: Checker.available("Helsinki.osm.pbf") && HelsinkiPlaces.available)) func routesMatchLegs() throws {
        let start = HelsinkiPlaces.defaultLocation
        let net = Checker.network(try Checker.answer(pbfName: "Helsinki.osm.pbf", start: start, points: []))
        for bound in [nil, 600.0] {
            let field = WalkField(network: net, from: start, maxCost: bound)
            for p in try HelsinkiPlaces.load() {
                guard let leg = field.walk(to: p) else { #expect(field.route(to: p) == nil); continue }
                let line = try #require(field.route(to: p))
                let drawn = zip(line, line.dropFirst()).reduce(0) { $0 + Earth.metres($1.0, $1.1) }
                #expect(abs(drawn - leg.meters) < 0.5, "\(p): drawn \(drawn), walked \(leg.meters)")
            }
        }
    }
}
