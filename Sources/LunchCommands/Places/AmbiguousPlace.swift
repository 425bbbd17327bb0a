import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A name that fits several places (`show Hanko Sushi` with six of them): the command
/// fails, and the places are listed with row numbers that become the last list, so
/// `show 2` picks one.
public struct AmbiguousPlace: Error, Sendable {
    /// The name as typed.
    public var name: String
    /// How many places the name fits (more than are listed when there are many).
    public var count: Int
    /// The places as a numbered list, nearest first; its route makes it the last list.
    public var listing: CommandResponse

    /// The one line that says what happened and what to type next.
    public func message(command: String) -> String {
        Messages.ambiguousListed(name, count: count, listed: listing.route.listIDs?.count ?? 0, command: command)
    }

    /// At most this many rows are printed at once (`more` shows the rest).
    public static let shownRows = 20
}

extension Messages {
    public static func ambiguousListed(_ name: String, count: Int, listed: Int, command: String) -> String {
        // Short enough for one line at 80 columns with a usual name.
        let which = count > listed ? "the nearest \(listed) listed below" : "listed below"
        return "'\(name)' matches \(count) places, \(which); pick one by row: '\(command) 1'"
    }
}

/// Lists the places a name fits, as `near` lists rows.
struct AmbiguousPlaceLister {
    let lister: PlaceLister
    let table: PlaceTablePresenter
    let whereabouts: Whereabouts

    func listing(_ indices: [Int]) -> CommandResponse {
        let origin = whereabouts.current?.coordinate
        var rows = lister.rows(indices, from: origin)
        rows.sort { a, b in
            if let x = a.distance, let y = b.distance, x != y { return x < y }
            return a.place.name < b.place.name
        }
        for i in rows.indices { rows[i].row = i + 1 }
        let shown = Array(rows.prefix(AmbiguousPlace.shownRows))
        var text = table.table(shown)
        if rows.count > shown.count { text += "\n" + table.prose(Messages.moreRows(rows.count - shown.count)) }
        return CommandResponse(text: text, json: [("places", .array(rows.map { .object(table.json($0)) }))],
                               route: .rows(rows, shown: shown.count))
    }
}
