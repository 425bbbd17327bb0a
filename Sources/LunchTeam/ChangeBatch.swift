import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState

/// Changes as the one JSON parameter of `lunch.apply_changes` (a bound value, never SQL
/// text). Changes PostgreSQL cannot store as text (a NUL character) are refused here, so
/// that they cannot hold up the rest.
struct ChangeBatch {
    struct Element: Encodable {
        var id: UUID
        var member: String
        var time: Double
        var kind: String
        var day: String?
        var place: WirePlace?
        var stars: Int?
        var note: String?
        var visit: UUID?
        var needs: [String]?
    }

    var elements: [Element] = []
    var refused: [TeamReply.Refusal] = []

    init(_ changes: [TeamChange]) {
        for change in changes {
            let element = Self.element(change)
            if Self.holdsNUL(element) {
                refused.append(.init(change: change.id, reason: PostgresMessages.nulRefused))
            } else {
                elements.append(element)
            }
        }
    }

    func json() throws -> String {
        String(decoding: try JSONEncoder().encode(elements), as: UTF8.self)
    }

    static func element(_ change: TeamChange) -> Element {
        var element = Element(id: change.id, member: change.member, time: change.time.timeIntervalSince1970, kind: "")
        switch change.kind {
        case .join:
            element.kind = "join"
        case let .rate(where_, stars, note):
            element.kind = "rate"
            element.place = WirePlace(where_)
            element.stars = stars
            element.note = note
        case let .unrate(visit):
            element.kind = "unrate"
            element.visit = visit
        case let .vote(day, where_):
            element.kind = "vote"
            element.day = day
            element.place = WirePlace(where_)
        case let .unvote(day):
            element.kind = "unvote"
            element.day = day
        case let .decide(day, where_):
            element.kind = "decide"
            element.day = day
            element.place = WirePlace(where_)
        case let .diet(needs):
            element.kind = "diet"
            element.needs = needs
        }
        return element
    }

    private static func holdsNUL(_ element: Element) -> Bool {
        let texts = [element.member, element.day ?? "", element.place?.id ?? "", element.place?.name ?? "",
                     element.note ?? ""] + (element.needs ?? [])
        return texts.contains { $0.unicodeScalars.contains("\0") }
    }
}
