import LunchStorage
import LunchCatalog
import LunchText

extension AppState {
    /// Applies one action. Pure: no I/O; the store persists afterwards when needed.
    public mutating func reduce(_ action: StoreAction) {
        switch action {
        case .setLocation(let location):
            self.location = location
        case .showList(let ids):
            currentList = PlaceList(ids)
            listShown = ids.count
        case .showPage(let ids, let shown):
            currentList = ids
            listShown = min(max(0, shown), ids.count)
        case .setCurrentPlace(let id):
            currentPlace = id
        case .setPreferences(let preferences):
            self.preferences = preferences
        case .addFavourite(let id):
            if !favourites.contains(id) { favourites.append(id) }
        case .rememberFavourite(let id, let place):
            favouritePlaces[id] = place.withCappedName
        case .removeFavourite(let id):
            favourites.removeAll { $0 == id }
        case .addVisit(let visit), .rate(let visit, _):
            if !visits.contains(where: { $0.id == visit.id }) { visits.append(visit.withCappedName) }
        case .removeVisit(let id), .unrate(let id):
            visits.removeAll { $0.id == id }
        case .visitsShown(let ids):
            visitsShown = ids
        case .picked(let id):
            picked.append(id)
        case .picksReset:
            picked = []
        case .loadingStarted(let what):
            isLoading = true
            loadingWhat = what
        case .loadingFinished:
            isLoading = false
        case .team(let action):
            team.reduce(action)
        }
    }

    /// The parts of the state that are saved in `state.json`.
    public var persisted: PersistedState {
        PersistedState(location: location, preferences: preferences, favourites: favourites, visits: visits,
                       favouritePlaces: favouritePlaces)
    }

    public mutating func apply(_ saved: PersistedState) {
        location = saved.location
        preferences = saved.preferences
        favourites = saved.favourites
        favouritePlaces = saved.favouritePlaces
        visits = saved.visits
    }
}
