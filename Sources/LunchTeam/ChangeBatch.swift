import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState

/// Changes as the one JSON parameter of `lunch.apply_changes` (a bound value, never SQL
/// text). Changes PostgreSQL cannot store as text (a NUL character) are refused here, so
/// that they cannot hold up the rest.
package struct ChangeBatch {
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
        /// `decide` by the team's rule (`lunch.winner`), and whether `--anyway`.
        var rule: Bool?
        var anyway: Bool?
    }

    var elements: [Element] = []
    var refused: [TeamReply.Refusal] = []

    package init(_ changes: [TeamChange]) {
        for change in changes {
            let element = Self.element(change)
            if Self.holdsNUL(element) {
                refused.append(.init(change: change.id, reason: PostgresMessages.nulRefused))
            } else {
                elements.append(element)
            }
        }
    }

    package func json() throws -> String {
        String(decoding: try JSONEncoder().encode(elements), as: UTF8.self)
    }

    static func element(_ change: TeamChange) -> Element {
        var element = Element(id: change.id, member: change.member, time: change.time.timeIntervalSince1970,
                              kind: name(change.kind))
        switch change.kind {
        case .join:
            break
        case let .rate(place, stars, note):
            element.place = WirePlace(place)
            element.stars = stars
            element.note = note
        case let .unrate(visit):
            element.visit = visit
        case let .vote(day, place), let .decide(day, place), let .unvoteOne(day, place), let .veto(day, place):
            element.day = day
            element.place = WirePlace(place)
        case let .unvote(day), let .unveto(day), let .reopen(day), let .attend(day, _):
            element.day = day
        case let .decideByRule(day, anyway):
            element.day = day
            element.rule = true
            element.anyway = anyway
        case let .diet(needs):
            element.needs = needs
        }
        return element
    }

    /// The change's name in `lunch.apply_changes`.
    static func name(_ kind: TeamChange.Kind) -> String {
        switch kind {
        case .join: "join"
        case .rate: "rate"
        case .unrate: "unrate"
        case .vote: "vote"
        case .unvote, .unvoteOne: "unvote"
        case .decide, .decideByRule: "decide"
        case .reopen: "reopen"
        case .veto: "veto"
        case .unveto: "unveto"
        case .attend(_, let coming): coming ? "in" : "out"
        case .diet: "diet"
        }
    }

    private static func holdsNUL(_ element: Element) -> Bool {
        let texts = [element.member, element.day ?? "", element.place?.id ?? "", element.place?.name ?? "",
                     element.note ?? ""] + (element.needs ?? []) + (element.place?.suits ?? [])
        return texts.contains { $0.unicodeScalars.contains("\0") }
    }
}
