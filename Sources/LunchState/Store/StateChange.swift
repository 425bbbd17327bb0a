import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// One change to the saved state, as a line of `state.json.journal`: the saved part of a
/// `StoreAction`. Read back with the same checks as `state.json`'s records (`StateRecords`),
/// so a line that holds a value lunch cannot have made is a bad line, never a bad state.
public enum StateChange: Sendable, Equatable, Codable {
    case location(Location?)
    case preferences(Preferences)
    case favourite(String)
    case favouritePlace(String, FavouritePlace)
    case unfavourite(String)
    case visit(Visit)
    case unvisit(String)

    /// The saved part of `action`; nil for actions that change nothing saved.
    public init?(_ action: StoreAction) {
        switch action {
        case .setLocation(let location): self = .location(location)
        case .setPreferences(let preferences): self = .preferences(preferences)
        case .addFavourite(let id): self = .favourite(id)
        case .rememberFavourite(let id, let place): self = .favouritePlace(id, place.withCappedName)
        case .removeFavourite(let id): self = .unfavourite(id)
        case .addVisit(let visit), .rate(let visit, _): self = .visit(visit.withCappedName)
        case .removeVisit(let id), .unrate(let id): self = .unvisit(id)
        case .showList, .showPage, .setCurrentPlace, .visitsShown, .picked, .picksReset, .loadingStarted, .loadingFinished, .team:
            return nil
        }
    }

    private enum CodingKeys: String, CodingKey {
        case location, preferences, favourite, unfavourite, visit, unvisit
        case favouritePlace = "favourite_place"
    }

    private struct Kept: Codable {
        var id: String
        var place: FavouritePlace
    }

    private struct NotAChange: Error {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else { throw NotAChange() }
        switch key {
        case .location:
            let location = try c.decodeNil(forKey: .location) ? nil : try c.decode(Location.self, forKey: .location)
            guard location.map({ $0.coordinate.isValid }) ?? true else { throw NotAChange() }
            self = .location(location)
        case .preferences:
            let preferences = try c.decode(Preferences.self, forKey: .preferences)
            guard StateRecords.isValid(preferences) else { throw NotAChange() }
            self = .preferences(preferences)
        case .favourite, .unfavourite:
            let id = try c.decode(String.self, forKey: key)
            guard !id.isEmpty else { throw NotAChange() }
            self = key == .favourite ? .favourite(id) : .unfavourite(id)
        case .favouritePlace:
            let kept = try c.decode(Kept.self, forKey: .favouritePlace)
            guard !kept.id.isEmpty, kept.place.coordinate.isValid else { throw NotAChange() }
            self = .favouritePlace(kept.id, kept.place)
        case .visit:
            self = .visit(try c.decode(Visit.self, forKey: .visit))
        case .unvisit:
            self = .unvisit(try c.decode(String.self, forKey: .unvisit))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .location(let location):
            if let location { try c.encode(location, forKey: .location) } else { try c.encodeNil(forKey: .location) }
        case .preferences(let preferences): try c.encode(preferences, forKey: .preferences)
        case .favourite(let id): try c.encode(id, forKey: .favourite)
        case .unfavourite(let id): try c.encode(id, forKey: .unfavourite)
        case .favouritePlace(let id, let place): try c.encode(Kept(id: id, place: place), forKey: .favouritePlace)
        case .visit(let visit): try c.encode(visit, forKey: .visit)
        case .unvisit(let id): try c.encode(id, forKey: .unvisit)
        }
    }
}

extension PersistedState {
    /// Applies changes in order, exactly as `AppState.reduce` applies their actions (a
    /// test holds the two together), in time linear in the visits however many changes
    /// there are: replaying a journal of thousands of ratings stays fast.
    mutating func apply(_ changes: [StateChange]) {
        // A set of the visit ids pays off over many changes; one rating just looks.
        var visitIDs: Set<String>? = changes.count > 8 ? Set(visits.map(\.id)) : nil
        for change in changes {
            switch change {
            case .location(let location): self.location = location
            case .preferences(let preferences): self.preferences = preferences
            case .favourite(let id): if !favourites.contains(id) { favourites.append(id) }
            case .unfavourite(let id): favourites.removeAll { $0 == id }
            case .favouritePlace(let id, let place): favouritePlaces[id] = place
            case .visit(let visit):
                let isNew = visitIDs?.insert(visit.id).inserted ?? !visits.contains { $0.id == visit.id }
                if isNew { visits.append(visit) }
            case .unvisit(let id):
                if visitIDs?.remove(id) != nil || visitIDs == nil { visits.removeAll { $0.id == id } }
            }
        }
    }
}
