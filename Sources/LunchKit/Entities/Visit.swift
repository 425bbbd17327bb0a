import Foundation

/// One lunch: a rating of a place on a day, with an optional note.
public struct Visit: Sendable, Hashable, Codable {
    /// Unique, so that merging two shells' saves never duplicates or loses a visit.
    public var id: String
    public var placeID: String
    /// The name when rated, so the visit still reads well if the place leaves the catalog.
    public var placeName: String
    public var date: Date
    public var stars: Int
    public var note: String?

    public init(id: String = UUID().uuidString, placeID: String, placeName: String, date: Date, stars: Int, note: String?) {
        self.id = id
        self.placeID = placeID
        self.placeName = placeName
        self.date = date
        self.stars = stars
        self.note = note
    }

    private enum CodingKeys: String, CodingKey {
        case id, placeID = "place_id", placeName = "name", date, stars, note
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
        guard (1...5).contains(stars), !id.isEmpty, !placeID.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .stars, in: c, debugDescription: "not a visit lunch can have made")
        }
    }
}
