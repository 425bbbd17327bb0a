import Foundation

/// Records a rating as a visit of the named or current place.
public struct RateInteractor {
    public typealias Result = (visit: Visit, average: Double?, count: Int)

    let resolver: PlaceResolver
    let catalog: Catalog
    let store: Store
    let clock: any Clock

    public func rate(_ words: [String]) throws -> Result {
        let (refWords, stars, note) = try Self.split(words)
        let index: Int
        if refWords.isEmpty {
            guard let current = store.state.currentPlace else { throw UserError(Messages.noCurrentPlace) }
            guard let found = catalog.index(ofID: current) else { throw UserError(Messages.placeGone(current)) }
            index = found
        } else {
            index = try resolver.resolve(refWords)
        }
        let place = catalog.place(at: index)
        let date = Date(timeIntervalSince1970: clock.now().timeIntervalSince1970.rounded(.down))
        let visit = Visit(placeID: place.id, placeName: place.name, date: date, stars: stars, note: note?.isEmpty == false ? note : nil)
        try store.send(.addVisit(visit), undo: .removeVisit(visit.id), what: "the rating of \(place.name) (\(stars)★)")
        let count = store.state.visits.filter { $0.placeID == place.id }.count
        return (visit, store.state.averageStars(of: place.id), count)
    }

    /// `STARS ["NOTE"]` or `REF STARS ["NOTE"]`: the note is at most one word (quote a
    /// longer one), so the stars are the last word or the one before it. A last word that
    /// looks like a number (`4`, `4.5`, `-1`) is the stars; any other last word is the note.
    static func split(_ words: [String]) throws -> (ref: [String], stars: Int, note: String?) {
        guard let last = words.indices.last else { throw UserError(Messages.rateNeedsStars) }
        let starsAt: Int
        if words.count == 1 || looksNumeric(words[last]) {
            starsAt = last
        } else if looksNumeric(words[last - 1]) {
            starsAt = last - 1
        } else if words.dropLast(2).contains(where: looksNumeric) {
            throw UserError(Messages.rateNoteInQuotes)
        } else {
            throw UserError(Messages.badStars(words[last]))
        }
        // `rate 1 4 5`: nothing but numbers, more than REF and STARS (a note that is only
        // a number cannot be told from the stars, even in quotes).
        if starsAt == last, starsAt >= 2, words[..<starsAt].allSatisfy(looksNumeric) {
            throw UserError(Messages.rateExtraNumbers(ref: words[0], stars: words[1], extra: words[2...].joined(separator: " ")))
        }
        let stars = try Stars(parsing: words[starsAt])
        if starsAt < last, words[last].count > noteLimit { throw UserError(Messages.noteTooLong(words[last].count, limit: noteLimit)) }
        return (Array(words[..<starsAt]), stars.value, starsAt < last ? words[last] : nil)
    }

    /// The longest note, in characters: notes are saved in `state.json`.
    static let noteLimit = 1_000

    /// `4`, `+4`, `-1`, `4.5`, `4,5`, and look-alikes of a number: any Unicode digit
    /// (`５`, `٤`, `⁴`), a fraction (`4½`), an exponent (`4e0`), stars after digits (`4★`,
    /// `4*`). It starts with a sign, a digit or a separator and holds at least one digit.
    static func looksNumeric(_ word: String) -> Bool {
        var body = Substring(word).unicodeScalars
        if let first = body.first, first == "+" || first == "-" || first == "−" { body = body.dropFirst() }
        while let end = body.last, "★☆*".unicodeScalars.contains(end) { body = body.dropLast() }
        guard let first = body.first, isDigit(first) || first == "." || first == "," else { return false }
        var previous = first
        for scalar in body {
            // A sign only in an exponent (`4e-1`); `2024-01-01` is a note.
            let sign = (scalar == "+" || scalar == "-") && (previous == "e" || previous == "E")
            guard isDigit(scalar) || ".,eE".unicodeScalars.contains(scalar) || sign else { return false }
            previous = scalar
        }
        return body.contains(where: isDigit)
    }

    /// A decimal digit of any script, a superscript or circled digit, or a fraction (`½`).
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.numericType {
        case .decimal?, .digit?: return true
        case .numeric?: return scalar.properties.generalCategory == .otherNumber
        case nil: return false
        @unknown default: return false
        }
    }
}
