import LunchState

/// A place as the team's JSON carries it, both ways: in the changes sent to
/// `lunch.apply_changes` (`ChangeBatch`) and in the document `SnapshotQuery` reads.
struct WirePlace: Codable {
    var id: String
    var name: String
    var lat: Double
    var lon: Double

    init(_ place: TeamPlace) {
        id = place.id
        name = place.name
        lat = place.latitude
        lon = place.longitude
    }

    var team: TeamPlace { TeamPlace(id: id, name: name, latitude: lat, longitude: lon) }
}
