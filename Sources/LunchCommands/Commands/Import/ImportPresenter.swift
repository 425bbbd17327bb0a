import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The import report: counts, and the first reasons records were skipped.
public struct ImportPresenter {
    public init() {}

    public func present(_ r: ImportInteractor.Result) -> CommandResponse {
        // With a walkable network: "… has 708 places, and the file's walkable ways (5,412 points)."
        let walks = r.walkPoints.map { ", and the file's walkable ways (\(Plural.count($0, "point")))" } ?? ""
        var lines = ["Imported \(TerminalText.safe(r.file)) (\(r.format)): \(r.added) added, \(r.updated) updated, \(r.unchanged) unchanged, "
                     + "\(r.skipped) skipped. The catalog has \(Plural.count(r.total, "place"))\(walks)."]
        if !r.reasons.isEmpty { lines.append("skipped, for example: " + TerminalText.safe(r.reasons.joined(separator: "; "))) }
        var around: [(String, JSON)] = []
        if let far = r.far {
            // A name longer than a line's worth is cut, and `at` offered by coordinates.
            let name = far.name.flatMap { TextWidth.cells($0) <= Messages.quotedNameCells ? $0 : nil }
            let there = far.name.map { TextWidth.truncate(TerminalText.safe($0), to: Messages.quotedNameCells) }
                ?? Self.coordinates(far.coordinate)
            let go = name.map { Self.atWord(TerminalText.safe($0)) } ?? Self.coordinates(far.coordinate)
            lines.append(Messages.importedFarAway(there, distance: Geo.distanceText(far.metres), from: TerminalText.safe(far.from), at: go))
            around = [("around", .object([("name", far.name.map(JSON.string) ?? .null), ("lat", .number(far.coordinate.lat)),
                                          ("lon", .number(far.coordinate.lon)), ("distance_m", .number(far.metres.rounded()))]))]
        }
        if r.waysDropped { lines.append(Messages.importDroppedWays) }
        return CommandResponse(text: lines.joined(separator: "\n"),
                               json: [("added", .int(r.added)), ("updated", .int(r.updated)),
                                      ("unchanged", .int(r.unchanged)), ("skipped", .int(r.skipped)),
                                      ("total", .int(r.total)), ("format", .string(r.format)),
                                      ("reasons", .array(r.reasons.map(JSON.string)))]
                                   + (r.walkPoints.map { [("walk_points", JSON.int($0))] } ?? []) + around)
    }

    /// `21.0285,105.8542`.
    static func coordinates(_ c: Coordinate) -> String {
        String(format: "%.4f,%.4f", c.lat, c.lon)
    }

    /// A name as `at` reads it back (`at` joins its words; quoted when it has a quote,
    /// `;`, `#` or `\\`).
    static func atWord(_ name: String) -> String {
        name.contains(where: { "'\"\\;#".contains($0) }) ? ShellWords.escape(name, quote: "'") + "'" : name
    }
}
