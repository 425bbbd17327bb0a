import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `filter WORDS` asks for: `clear`, or a radius (`radius 1km`) and filter words to
/// add to the saved ones. Nothing else belongs.
public enum FilterRequest: Equatable, Sendable {
    case clear
    case add(radius: Radius?, filter: PlaceFilter)

    public init(_ words: [FilterWord]) throws {
        if words.map({ $0.text.lowercased() }) == ["clear"] {
            self = .clear
            return
        }
        var remaining = words
        var radius: Radius?
        if let i = remaining.firstIndex(where: { $0.kind == .other && $0.text.lowercased() == "radius" }) {
            guard i + 1 < remaining.count else { throw UserError(Messages.needsValue("radius", example: "radius 1km")) }
            radius = try Radius(parsing: remaining[i + 1].text)
            remaining.removeSubrange(i...(i + 1))
        }
        let (filter, rest) = try PlaceFilter.gather(remaining)
        if let word = rest.first {
            switch word.lowercased() {
            case "radius":
                // `filter radius 1km radius 2km`: the second value is the extra one.
                let at = rest.firstIndex(of: word) ?? 0
                throw UserError(Messages.extraRadius(at + 1 < rest.count ? rest[at + 1] : word))
            case "clear": throw UserError(Messages.clearStandsAlone)
            default: throw UserError(Messages.unknownFilterWord(word))
            }
        }
        self = .add(radius: radius, filter: filter)
    }
}
