import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A shell wired as the composition root wires it, minus the parts that reach outside the
/// process (`import`, `sync`, the terminal): in-memory files, a fixed clock, a seeded
/// random source, output collected.
final class FuzzShell {
    static let clock = FixedClock(Date(timeIntervalSince1970: 1_795_170_600))  // 2026-11-20 10:30 UTC, a Friday
    static let areas = [NamedArea(name: "Kamppi", lat: 60.1685, lon: 24.9315),
                        NamedArea(name: "Kallio", lat: 60.1841, lon: 24.9497)]
    static let statePath = "/state/state.json"
    /// A few places of every kind the commands treat differently, built once.
    static let places: [Place] = [
        Place(id: "osm:node/1", name: "Café Regatta", coordinate: Coordinate(lat: 60.1699, lon: 24.9330),
              cuisines: ["coffee_shop"], tags: ["cafe"], address: "Merikannontie 8, Helsinki",
              openingHours: "Mo-Fr 08:00-20:00; Sa,Su 10:00-18:00"),
        Place(id: "osm:node/2", name: "Kahvila Suomi", coordinate: Coordinate(lat: 60.1701, lon: 24.9406),
              cuisines: ["coffee_shop"], tags: ["cafe", "vegan"], openingHours: "24/7"),
        Place(id: "osm:way/3", name: "Tacos Mexicanos", coordinate: Coordinate(lat: 60.1654, lon: 24.9384),
              cuisines: ["mexican", "tacos"], tags: ["restaurant"], openingHours: "Mo-Su 11:00-24:00; PH off"),
        Place(id: "google:ChIJ4", name: "Pizzeria Napoli", coordinate: Coordinate(lat: 60.1771, lon: 24.9384),
              cuisines: ["pizza"], tags: ["restaurant", "takeaway"], price: 2, website: "https://example.com/napoli"),
        Place(id: "osm:node/5", name: "Golden Dragon", coordinate: Coordinate(lat: 60.1775, lon: 24.9560),
              cuisines: ["chinese"], tags: ["restaurant"], openingHours: "Tu-Sa 11:00-14:00,17:00-22:00"),
        Place(id: "osm:node/6", name: "Golden Sushi", coordinate: Coordinate(lat: 60.1695, lon: 24.9391),
              cuisines: ["sushi"], tags: ["restaurant"], openingHours: "sunrise-sunset"),
        Place(id: "osm:node/7", name: "寿司 Bar", coordinate: Coordinate(lat: 60.1659, lon: 24.9200),
              cuisines: ["sushi"], tags: ["restaurant"]),
        Place(id: "osm:node/8", name: "Burger 🍔 Joint", coordinate: Coordinate(lat: 60.1924, lon: 24.9460),
              cuisines: ["burger"], tags: ["fast_food"], price: 1),
    ]
    static let catalog = Catalog(places: places, sourceName: "fuzz")

    let storage: MemoryFileStorage
    let store: Store
    let output = BufferedOutput()
    let dispatcher: Dispatcher
    let json: Bool

    /// `state` is the content of `state.json` to start from, loaded as the composition root loads it.
    init(catalog: Catalog = FuzzShell.catalog, json: Bool, state: Data? = nil) {
        self.json = json
        storage = MemoryFileStorage(files: state.map { [Self.statePath: $0] } ?? [:])
        let stateFile = StateFile(path: Self.statePath, storage: storage, now: { FuzzShell.clock.now() })
        var initial = AppState()
        if let (saved, _) = try? stateFile.load() { initial.apply(saved) }
        store = Store(state: initial, stateFile: stateFile)
        let history = HistoryStore(path: "/state/history", storage: storage)
        let renderer = MapRenderer(columns: 60, unicode: true)
        let registry = CommandRegistry(CommandContext(store: store, catalog: catalog, history: history, areas: Self.areas,
                                                      style: Style(enabled: false), clock: Self.clock,
                                                      random: SeededRandomSource(seed: 7), opener: RecordingLinkOpener(),
                                                      animation: NoPickAnimation(), storage: storage, map: renderer))
        dispatcher = Dispatcher(registry: registry, store: store, output: output,
                                mode: OutputMode(json: json, style: Style(enabled: false)),
                                mapDrawer: MapDrawer(catalog: catalog, whereabouts: Whereabouts(store: store, catalog: catalog),
                                                     renderer: renderer))
    }

    /// Runs the lines until one leaves; in `--json` mode every output line must be one JSON object.
    func run(_ lines: [String]) {
        for line in lines {
            let outcome = dispatcher.run(line: line)
            if json { Self.checkJSONLines(output.stdout, line: line) }
            output.clear()
            if outcome.exit { break }
        }
    }

    static func checkJSONLines(_ text: String, line: String) {
        for row in text.split(separator: "\n") {
            let object = try? JSONSerialization.jsonObject(with: Data(row.utf8))
            precondition(object is [String: Any], "--json printed a line that is not one JSON object for \(line.debugDescription): \(row.prefix(200))")
        }
    }

    /// At most 16 lines of at most 4 kB each (longer lines only cost time).
    static func lines(_ data: Data) -> [String] {
        data.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(16)
            .map { String(decoding: $0.prefix(4096), as: UTF8.self) }
    }

    static func run(_ data: Data) {
        FuzzShell(json: data.count % 2 == 1).run(lines(data))
    }
}
