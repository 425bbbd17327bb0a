import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The note under a list whose walks are partly straight lines.
extension PlaceTablePresenter {
    /// Why some walks of a list are straight lines (said once, under the list), or nil
    /// when every walk is along the ways.
    public func walkNote(_ rows: [PlaceRow]) -> String? { Self.walkNote(rows: rows) }

    /// The same for any rows (`find`'s frame).
    public static func walkNote(rows: [PlaceRow]) -> String? {
        walkNote(rows.compactMap { $0.distance == nil ? nil : $0.walk?.fallback ?? ($0.walk == nil ? .noWays : nil) })
    }

    /// `~ is a straight line: …` for these reasons (nil for none).
    public static func walkNote(_ reasons: [Walk.Fallback]) -> String? {
        guard !reasons.isEmpty else { return nil }
        var parts: [String] = []
        if let reason = reasons.first(where: { if case .unreadable = $0 { true } else { false } }), case .unreadable(let why) = reason {
            parts.append("the catalog's walkable ways could not be read (\(TerminalText.safe(why)))")
        }
        if reasons.contains(.noWays) { parts.append("this catalog has no walkable ways") }
        if reasons.contains(.startOffWays) { parts.append("you are more than 250 m from any walkable way") }
        let far = reasons.filter { $0 == .placeOffWays }.count
        if far > 0 { parts.append("\(Plural.count(far, "place")) more than 250 m from a walkable way") }
        let unreached = reasons.filter { $0 == .notReached }.count
        if unreached > 0 { parts.append("\(Plural.count(unreached, "place")) the ways don't lead to") }
        return "~ is a straight line: " + parts.joined(separator: "; ")
    }
}
