import Foundation

/// Records a rating as a visit of the named or current place.
public struct RateInteractor {
    private let resolver: PlaceResolver
    private let catalog: Catalog
    private let store: Store
    private let clock: any Clock

    public init(resolver: PlaceResolver, catalog: Catalog, store: Store, clock: any Clock) {
        self.resolver = resolver
        self.catalog = catalog
        self.store = store
        self.clock = clock
    }

    public func rate(_ words: [String]) throws -> (visit: Visit, average: Double?, count: Int) {
        guard !words.isEmpty else { throw UserError(Messages.rateNeedsStars) }
        // The stars are the first whole number after the REF (if any); the rest is the note.
        let starsAt: Int
        if words.count >= 2, Int(words[0]) != nil, Int(words[1]) == nil {
            starsAt = 0
        } else if let i = words.indices.dropFirst().first(where: { Int(words[$0]) != nil }) {
            starsAt = i
        } else if words.count == 1 || Int(words[0]) != nil {
            starsAt = 0
        } else {
            throw UserError(Messages.badStars(words.count > 1 ? words[1] : words[0]))
        }
        guard let stars = Int(words[starsAt]), (1...5).contains(stars) else { throw UserError(Messages.badStars(words[starsAt])) }
        let index: Int
        if starsAt == 0 {
            guard let current = store.state.currentPlace else { throw UserError(Messages.noCurrentPlace) }
            guard let found = catalog.index(ofID: current) else { throw UserError(Messages.placeGone(current)) }
            index = found
        } else {
            index = try resolver.resolve(Array(words[..<starsAt]))
        }
        let note = words[(starsAt + 1)...].joined(separator: " ")
        let place = catalog.place(at: index)
        let date = Date(timeIntervalSince1970: clock.now().timeIntervalSince1970.rounded(.down))
        let visit = Visit(placeID: place.id, placeName: place.name, date: date, stars: stars, note: note.isEmpty ? nil : note)
        try store.send(.addVisit(visit), undo: .removeVisit(visit.id), what: "the rating of \(place.name) (\(stars)★)")
        let count = store.state.visits.filter { $0.placeID == place.id }.count
        return (visit, store.state.averageStars(of: place.id), count)
    }
}
