import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// One lunch: a rating of a place on a day, with an optional note, tags (`+spicy`) and
/// whether you would go again (`+again`, `+never`).
public struct Visit: Sendable, Hashable, Codable {
    /// Unique, so that merging two shells' saves never duplicates or loses a visit.
    public var id: String
    public var placeID: String
    /// The name when rated, so the visit still reads well if the place leaves the catalog.
    public var placeName: String
    public var date: Date
    public var stars: Int
    public var note: String?
    /// Lower-case tags without the `+`, in the order typed.
    public var tags: [String] = []
    /// `+again`: true, `+never`: false, neither: nil.
    public var wouldReturn: Bool?

    public init(id: String = UUID().uuidString, placeID: String, placeName: String, date: Date, stars: Int, note: String?,
                tags: [String] = [], wouldReturn: Bool? = nil) {
        self.id = id
        self.placeID = placeID
        self.placeName = placeName
        self.date = date
        self.stars = stars
        self.note = note
        self.tags = tags
        self.wouldReturn = wouldReturn
    }

    private enum CodingKeys: String, CodingKey {
        case id, placeID = "place_id", placeName = "name", date, stars, note, tags, wouldReturn = "would_return"
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(placeID, forKey: .placeID)
        try c.encode(placeName, forKey: .placeName)
        try c.encode(date, forKey: .date)
        try c.encode(stars, forKey: .stars)
        try c.encodeIfPresent(note, forKey: .note)
        // Written only when there are some, so a state.json without them reads as before.
        if !tags.isEmpty { try c.encode(tags, forKey: .tags) }
        try c.encodeIfPresent(wouldReturn, forKey: .wouldReturn)
    }

    /// Stars from 1 to 5 and an id and place id that are not empty, or it is no visit.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        placeID = try c.decode(String.self, forKey: .placeID)
        placeName = try c.decode(String.self, forKey: .placeName)
        date = try c.decode(Date.self, forKey: .date)
        stars = try c.decode(Int.self, forKey: .stars)
        note = try c.decodeIfPresent(String.self, forKey: .note)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        wouldReturn = try c.decodeIfPresent(Bool.self, forKey: .wouldReturn)
        guard (1...5).contains(stars), !id.isEmpty, !placeID.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .stars, in: c, debugDescription: "not a visit lunch can have made")
        }
    }
}
