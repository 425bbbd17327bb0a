import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The look back, in lines and as JSON.
public struct StatsPresenter {
    private let visits = VisitPresenter()

    public init() {}

    public func present(_ r: StatsInteractor.Result) -> CommandResponse {
        let average = r.averageStars.map { String(format: "%.1f", $0) }
        var lines = ["\(Messages.lunchesIn(r.period)): \(r.lunches) at \(Plural.count(r.places, "place"))"
                     + (average.map { ", \($0)★ on average" } ?? "") + "."]
        if !r.topCuisines.isEmpty {
            lines.append("Top cuisines: " + r.topCuisines.map { "\(TerminalText.safe($0.name)) (\($0.count))" }.joined(separator: ", ") + ".")
        }
        if let f = r.forgottenFavourite {
            lines.append("Favourite you have not been to for longest: \(TerminalText.safe(f.name))"
                         + (f.last.map { " (last on \(visits.date($0)))" } ?? " (never rated)") + ".")
        }
        if r.longestNewStreak > 1 { lines.append("Longest run of new places: \(r.longestNewStreak) in a row.") }
        if r.again + r.never > 0 { lines.append(Messages.wouldReturn(again: r.again, of: r.again + r.never)) }
        let json: [(String, JSON)] = [
            ("period", .string(r.period)), ("lunches", .int(r.lunches)), ("places", .int(r.places)),
            ("average_stars", .number(r.averageStars)),
            ("top_cuisines", .array(r.topCuisines.map { .object([("cuisine", .string($0.name)), ("count", .int($0.count))]) })),
            ("forgotten_favorite", r.forgottenFavourite.map { .object([("name", .string($0.name)),
                                                                     ("last", .string($0.last.map(visits.date)))]) } ?? .null),
            ("longest_new_streak", .int(r.longestNewStreak)),
            ("would_return", .object([("again", .int(r.again)), ("never", .int(r.never))])),
        ]
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }
}
