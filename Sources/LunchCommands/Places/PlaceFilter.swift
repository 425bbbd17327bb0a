import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The filter words `near`, `search` and `pick` take (and `filter` saves): `+vegan` wants
/// a tag or cuisine, `-fast_food` avoids one, `open` keeps places open now, `price 2` or
/// `$$` caps the price tier.
public struct PlaceFilter: Sendable, Equatable {
    public var wanted: [String] = []
    public var avoided: [String] = []
    public var openNow = false
    public var maxPrice: Int?

    public init() {}

    public init(preferences: Preferences) {
        wanted = preferences.wantedTags
        avoided = preferences.avoidedTags
        openNow = preferences.openNow
        maxPrice = preferences.maxPrice
    }

    public var isEmpty: Bool { wanted.isEmpty && avoided.isEmpty && !openNow && maxPrice == nil }

    /// Gathers typed filter words (`price` takes the word after it as its number); the
    /// words that are no filter (a radius, search text) come back in `rest`, in order.
    public static func gather(_ words: [FilterWord]) throws -> (filter: PlaceFilter, rest: [String]) {
        var filter = PlaceFilter()
        var rest: [String] = []
        // Within one command the later word wins (`+vegan -vegan` avoids vegan); sets, so
        // thousands of words cost linear time.
        var wants: [String: Bool] = [:]
        var i = 0
        while i < words.count {
            switch words[i].kind {
            case .want(let tag):
                filter.wanted.append(tag)
                wants[tag] = true
            case .avoid(let tag):
                filter.avoided.append(tag)
                wants[tag] = false
            case .open: filter.openNow = true
            case .price(let level): filter.maxPrice = level
            case .priceNumberFollows:
                guard i + 1 < words.count else { throw UserError(Messages.needsValue("price", example: "price 2")) }
                // `price $$` says it twice; that is fine.
                if case .price(let level) = words[i + 1].kind {
                    filter.maxPrice = level
                } else {
                    filter.maxPrice = try Price(number: words[i + 1].text).level
                }
                i += 1
            case .other: rest.append(words[i].text)
            }
            i += 1
        }
        var seen = Set<String>()
        filter.wanted = filter.wanted.filter { wants[$0] == true && seen.insert($0).inserted }
        seen = []
        filter.avoided = filter.avoided.filter { wants[$0] == false && seen.insert($0).inserted }
        return (filter, rest)
    }

    /// Adds this command's words on top of the saved ones.
    public func merged(over saved: PlaceFilter) -> PlaceFilter {
        var out = saved
        // Sets, so thousands of words cost linear time.
        var seen = Set(out.wanted)
        for w in wanted where seen.insert(w).inserted { out.wanted.append(w) }
        let avoidedHere = Set(avoided), wantedHere = Set(wanted)
        out.wanted.removeAll { avoidedHere.contains($0) }
        seen = Set(out.avoided)
        for a in avoided where seen.insert(a).inserted { out.avoided.append(a) }
        out.avoided.removeAll { wantedHere.contains($0) }
        out.openNow = out.openNow || openNow
        if let maxPrice { out.maxPrice = maxPrice }
        return out
    }

    /// Whether a place passes (`status` is its open-now state).
    public func admits(_ place: Place, status: OpenStatus) -> Bool {
        let labels = Set(place.tags + place.cuisines)
        for w in wanted where !labels.contains(w) { return false }
        for a in avoided where labels.contains(a) { return false }
        if openNow, !status.isOpen { return false }
        if let maxPrice, let price = place.price, price > maxPrice { return false }
        return true
    }

    /// `+vegan -fast_food open $$`, for messages.
    public var text: String {
        (wanted.map { "+" + $0 } + avoided.map { "-" + $0 } + (openNow ? ["open"] : [])
         + (maxPrice.map { [String(repeating: "$", count: $0)] } ?? [])).joined(separator: " ")
    }
}
