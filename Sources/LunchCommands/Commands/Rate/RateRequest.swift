import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `STARS ["NOTE"]` or `REF STARS ["NOTE"]`, as `rate` takes them. The note is at most one
/// word (quote a longer one), so the stars are the last word or the one before it: a last
/// word that looks like a number (`4`, `4.5`, `-1`) is the stars; any other is the note.
/// Words after them that start with `+` and a letter are the visit's tags: `+again` and
/// `+never` say whether you would go again (`rate 4 "great" +spicy +again`).
public struct RateRequest: Equatable, Sendable {
    /// The place; nil for the current place.
    public var ref: PlaceReference?
    public var stars: Stars
    /// Nil when there is none (an empty quoted note is none).
    public var note: String?
    /// Lower-case, without `+again`/`+never`.
    public var tags: [String]
    public var wouldReturn: Bool?

    public init(ref: PlaceReference? = nil, stars: Stars, note: String? = nil, tags: [String] = [], wouldReturn: Bool? = nil) {
        self.ref = ref
        self.stars = stars
        self.note = note?.isEmpty == false ? note : nil
        self.tags = tags
        self.wouldReturn = wouldReturn
    }

    public init(_ typed: [String]) throws {
        var words = typed, tags: [String] = [], wouldReturn: Bool?
        // A quoted `"+x"` carries the shell's mark: it is a note, not a tag.
        while let last = words.last, last.count > 1, last.hasPrefix("+"), last.dropFirst().first?.isLetter == true {
            let tag = String(last.dropFirst()).lowercased()
            words.removeLast()
            switch tag {
            case "again", "never":
                let answer = tag == "again"
                if let wouldReturn, wouldReturn != answer { throw UserError(Messages.againAndNever) }
                wouldReturn = answer
            default:
                guard tag.count <= Self.tagLimit else { throw UserError(Messages.visitTagTooLong(String(tag.prefix(20)), limit: Self.tagLimit)) }
                if !tags.contains(tag) { tags.insert(tag, at: 0) }
            }
        }
        // `rate 1 4 +spicy "note"`: a tag before the note.
        if words.contains(where: { $0.count > 1 && $0.hasPrefix("+") && $0.dropFirst().first?.isLetter == true }) {
            throw UserError(Messages.tagsComeLast)
        }
        guard tags.count <= Self.tagCountLimit else { throw UserError(Messages.tooManyVisitTags(tags.count, limit: Self.tagCountLimit)) }
        try self.init(refStarsNote: words.map(FilterWord.unmarked))
        self.tags = tags
        self.wouldReturn = wouldReturn
    }

    /// The longest tag and the most tags a visit keeps (visits are saved in `state.json`).
    static let tagLimit = 50
    static let tagCountLimit = 16

    private init(refStarsNote words: [String]) throws {
        guard let last = words.indices.last else { throw UserError(Messages.rateNeedsStars) }
        let starsAt: Int
        if words.count == 1 || Self.looksNumeric(words[last]) {
            starsAt = last
        } else if Self.looksNumeric(words[last - 1]) {
            starsAt = last - 1
        } else if words.dropLast(2).contains(where: Self.looksNumeric) {
            throw UserError(Messages.rateNoteInQuotes)
        } else {
            throw UserError(Messages.badStars(words[last]))
        }
        // `rate 1 4 5`: nothing but numbers, more than REF and STARS (a note that is only
        // a number cannot be told from the stars, even in quotes).
        if starsAt == last, starsAt >= 2, words[..<starsAt].allSatisfy(Self.looksNumeric) {
            throw UserError(Messages.rateExtraNumbers(ref: words[0], stars: words[1], extra: words[2...].joined(separator: " ")))
        }
        let stars = try Stars(parsing: words[starsAt])
        if starsAt < last, words[last].count > Self.noteLimit { throw UserError(Messages.noteTooLong(words[last].count, limit: Self.noteLimit)) }
        self.init(ref: starsAt == 0 ? nil : try PlaceReference(Array(words[..<starsAt])), stars: stars, note: starsAt < last ? words[last] : nil)
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
