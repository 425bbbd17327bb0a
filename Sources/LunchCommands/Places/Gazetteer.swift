import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Names `at NAME` understands: named areas (neighbourhoods and cities shipped in
/// Resources/areas.json) and, through `placeLookup`, places of the catalog.
public struct Gazetteer {
    /// The named areas lunch knows, then the catalog's own cities and districts (those
    /// of the same name left out). Read when first used (a start that never asks does not
    /// decode the file); the catalog's are asked each time (an import brings new ones).
    public var areas: [NamedArea] {
        let known = loaded.areas
        let own = catalogAreas()
        guard !own.isEmpty else { return known }
        var seen = Set(known.map { TextFolding.fold($0.name) })
        return known + own.filter { seen.insert(TextFolding.fold($0.name)).inserted }
    }
    private let loaded: LoadedAreas
    private let catalogAreas: () -> [NamedArea]
    private let placeLookup: (String) throws -> Location?
    private let placeNames: (String) -> [Candidate]

    public init(areas: @autoclosure @escaping () -> [NamedArea],
                catalogAreas: @escaping () -> [NamedArea] = { [] },
                placeLookup: @escaping (String) throws -> Location? = { _ in nil },
                placeNames: @escaping (String) -> [Candidate] = { _ in [] }) {
        loaded = LoadedAreas(areas)
        self.catalogAreas = catalogAreas
        self.placeLookup = placeLookup
        self.placeNames = placeNames
    }

    /// The location called `name` (folded comparison), areas first.
    /// Throws when `name` starts several place names (the candidates are in the message).
    public func locate(_ name: String) throws -> Location? {
        let key = TextFolding.fold(name)
        if let area = areas.first(where: { TextFolding.fold($0.name) == key }) {
            return Location(coordinate: area.coordinate, name: area.name)
        }
        return try placeLookup(name)
    }

    /// Area and place names that start with `prefix` (folded), for completion; row
    /// numbers of the last list come with the place's name beside them (`14  Kahvila`).
    public func names(startingWith prefix: String) -> [Candidate] {
        let key = TextFolding.fold(prefix)
        let matches = areas.map(\.name).filter { TextFolding.fold($0).hasPrefix(key) }
        return matches.map { Candidate($0) } + placeNames(prefix)
    }

    /// Area names for a name typed in several words (`at Hoan K`): those that start with
    /// all the words, offered from the word being typed on.
    public func names(after words: [String], startingWith prefix: String) -> [Candidate] {
        guard !words.isEmpty else { return names(startingWith: prefix) }
        let key = TextFolding.fold((words + [prefix]).joined(separator: " "))
        return areas.map(\.name).filter { TextFolding.fold($0).hasPrefix(key) }
            .compactMap { PlaceCompleter.words(after: words.count, in: $0).map { Candidate($0) } }
    }
}

/// Named areas made when first asked for.
private final class LoadedAreas {
    private let make: () -> [NamedArea]
    lazy var areas: [NamedArea] = make()

    init(_ make: @escaping () -> [NamedArea]) {
        self.make = make
    }
}
