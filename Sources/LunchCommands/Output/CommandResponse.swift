import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What a command module hands back to the dispatcher: the human text, the `--json`
/// object (without the `command` key, which the dispatcher puts first), and where to go next.
public struct CommandResponse: Sendable {
    public var text: String
    public var json: [(String, JSON)]
    public var route: Route
    /// How many places the answer lists, when its `json` leaves them out (made for text
    /// only: a list of thousands of rows is work that a table of its first 50 does not need).
    public var listed: Int?

    public init(text: String, json: [(String, JSON)] = [("ok", .bool(true))], route: Route = .stay, listed: Int? = nil) {
        self.text = text
        self.json = json
        self.route = route
        self.listed = listed
    }

    /// How many places the answer lists (nil: none), for the event log.
    public var placeCount: Int? {
        if let listed { return listed }
        if case .array(let rows)? = json.first(where: { $0.0 == "places" })?.1 { return rows.count }
        return nil
    }
}

/// What happens after a command: decided by the command's router, carried out by the
/// dispatcher through the store.
public enum Route: Sendable, Equatable {
    /// Nothing changes in navigation.
    case stay
    /// A numbered list is now on screen; row N refers to `ids[N-1]`.
    case list([String])
    /// A numbered list is now the last list, but only its first `shown` rows are on
    /// screen (`more` shows the next); every row can be used by number.
    case page(PlaceList, shown: Int)
    /// One place is now the current place.
    case place(String)
    /// A place chosen from a list (`find`'s Enter): the list is the last list (its first
    /// `shown` rows were on screen) and the place is the current place. No map is drawn
    /// for it (the place is what is shown).
    case chosen(from: [String], shown: Int, place: String)
    /// Leave the shell.
    case exit

    /// After a list, its rows are what row numbers refer to (`show 2`, `fav 3`); an
    /// empty answer keeps the last list (`search zzz` then `show 1` shows the earlier row 1).
    public static func rows(_ rows: [PlaceRow]) -> Route {
        rows.isEmpty ? .stay : .list(rows.map(\.place.id))
    }

    /// After a list of which only the first `shown` rows were printed (empty: as above).
    public static func rows(_ rows: [PlaceRow], shown: Int) -> Route {
        shown >= rows.count ? .rows(rows) : .page(PlaceList(rows.map(\.place.id)), shown: shown)
    }

    /// The ids of the list this route puts on screen, if it does.
    public var listIDs: PlaceList? {
        switch self {
        case .list(let ids): return PlaceList(ids)
        case .page(let ids, _): return ids
        case .stay, .place, .chosen, .exit: return nil
        }
    }
}
