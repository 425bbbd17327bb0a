import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The filter words `near`, `search` and `pick` take (and `filter` saves): `+vegan` wants
/// a tag or cuisine, `-fast_food` avoids one, `open` keeps places open now (`open 45m`: open
/// now and for the next 45 minutes), `price 2` or `$$` caps the price tier.
public struct PlaceFilter: Sendable, Equatable {
    public var wanted: [String] = []
    public var avoided: [String] = []
    public var openNow = false
    /// With `openNow`: the stretch the place must stay open for (`open 45m`), in minutes;
    /// nil keeps `open`'s meaning (open at this minute).
    public var openMinutes: Int?
    public var maxPrice: Int?
    /// The stretch a list marks closings within (`open · closes 12:20`) and `pick` avoids:
    /// this command's `open` stretch, else the saved one (a plain `open` on the command
    /// keeps the places closing within the saved stretch, marked), in minutes.
    public var stretch: Int?

    public init() {}

    public init(preferences: Preferences) {
        wanted = preferences.wantedTags
        avoided = preferences.avoidedTags
        openNow = preferences.openNow
        openMinutes = preferences.openNow ? preferences.openMinutes : nil
        maxPrice = preferences.maxPrice
        stretch = openMinutes
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
            case .open:
                filter.openNow = true
                // `open 45m`: the word after it, when it is a stretch of time.
                if i + 1 < words.count, words[i + 1].kind == .other, let minutes = try Self.stretch(words[i + 1].text) {
                    filter.openMinutes = minutes
                    i += 1
                } else {
                    // A later plain `open` takes back an earlier stretch.
                    filter.openMinutes = nil
                }
                filter.stretch = filter.openMinutes
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

    /// Adds this command's words on top of the saved ones; this command's `open` replaces
    /// the saved one (a plain `open` over a saved `open 45m` keeps places open now, and
    /// the saved stretch still marks those closing within it).
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
        if openNow { out.openMinutes = openMinutes }
        out.stretch = out.openMinutes ?? saved.stretch
        if let maxPrice { out.maxPrice = maxPrice }
        return out
    }

    /// Whether a row passes (its status read at its place's clock).
    public func admits(_ row: PlaceRow) -> Bool {
        admits(row.place, status: row.status, now: row.time?.now)
    }

    /// Whether a place passes (`status` is its open-now state, read at `now`; without
    /// `now` a stretch cannot be checked and a place open now passes).
    public func admits(_ place: Place, status: OpenStatus, now: Date? = nil) -> Bool {
        let labels = Set(place.tags + place.cuisines)
        for w in wanted where !labels.contains(w) { return false }
        for a in avoided where labels.contains(a) { return false }
        if openNow, !status.isOpen { return false }
        if openNow, let openMinutes, let now, !status.staysOpen(minutes: openMinutes, from: now) { return false }
        if let maxPrice, let price = place.price, price > maxPrice { return false }
        return true
    }

    /// `+vegan -fast_food open $$`, for messages.
    public var text: String {
        (wanted.map { "+" + $0 } + avoided.map { "-" + $0 } + (openNow ? [Self.openText(openMinutes)] : [])
         + (maxPrice.map { [String(repeating: "$", count: $0)] } ?? [])).joined(separator: " ")
    }

    /// Whether a place open now closes before `stretch` minutes from `now` are over
    /// (nil when it does not, or no stretch is asked for): when it closes.
    public func closesWithinStretch(_ status: OpenStatus, now: Date?) -> Date? {
        guard let stretch, let now, case .open(let closes?) = status,
              closes < now.addingTimeInterval(Double(stretch) * 60) else { return nil }
        return closes
    }

    /// `open`, `open 45m`.
    static func openText(_ minutes: Int?) -> String {
        guard let minutes else { return "open" }
        return "open " + stretchText(minutes)
    }

    /// `45m`, `2h`, `1h30m`.
    public static func stretchText(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes)m" }
        return minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h\(minutes % 60)m"
    }

    /// The longest stretch `open` takes (a day).
    public static let longestStretch = 24 * 60

    /// The minutes of a stretch word (`45m`, `45min`, `2h`, `1h30m`); nil when the word is
    /// no stretch; throws for a stretch of none or more than a day, or for minutes past 59
    /// after hours (`1h90m`). A number with `m` alone is minutes only below 60 (`45m`): from
    /// 60 on it is metres, so `near open 800m` is a radius; `90min` or `1h30m` say longer.
    static func stretch(_ word: String) throws -> Int? {
        var text = Substring(word.lowercased())
        func number() -> Int? {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 6 else { return nil }
            text = text.dropFirst(digits.count)
            return Int(digits)
        }
        guard let first = number() else { return nil }
        var minutes: Int
        if text.hasPrefix("h") {
            text = text.dropFirst()
            minutes = first * 60
            if !text.isEmpty {
                guard let more = number(), text.isEmpty || text == "m" || text == "min" else { return nil }
                guard more < 60 else { throw UserError(Messages.badOpenStretchMinutes(word)) }
                minutes += more
                text = ""
            }
        } else if text == "min" {
            minutes = first
            text = ""
        } else if text == "m" {
            // `800m` is a radius in metres.
            guard first < 60 else { return nil }
            minutes = first
            text = ""
        } else {
            return nil
        }
        guard text.isEmpty else { return nil }
        guard (1...longestStretch).contains(minutes) else { throw UserError(Messages.badOpenStretch(word)) }
        return minutes
    }
}
