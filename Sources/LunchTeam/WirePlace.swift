import LunchState

/// A place as the team's SQL functions take and give it in JSON (`{"id","name","lat","lon","suits"}`):
/// in a change sent (`ChangeBatch`) and in the snapshot read (`SnapshotReader`).
struct WirePlace: Codable {
    var id: String
    var name: String
    var lat: Double
    var lon: Double
    /// What the place suits (diet tags, cuisines); nil: not known.
    var suits: [String]?

    init(_ place: TeamPlace) {
        id = place.id
        name = place.name
        lat = place.latitude
        lon = place.longitude
        suits = place.suits
    }

    var team: TeamPlace { TeamPlace(id: id, name: name, latitude: lat, longitude: lon, suits: suits) }
}
