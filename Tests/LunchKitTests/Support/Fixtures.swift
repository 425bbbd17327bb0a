import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Hand-made places and the shared real-data folder.
enum Fixtures {
    /// `../shared/data` beside the project, or nil (tests that need it then skip).
    static var sharedData: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/data").path
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }

    static let helsinki = Coordinate(lat: 60.1699, lon: 24.9384)

    /// A point `metres` from `origin` towards `bearing` degrees (for building test layouts).
    static func offset(_ origin: Coordinate, metres: Double, bearing: Double) -> Coordinate {
        let d = metres / Geo.earthRadiusMetres, θ = bearing * .pi / 180
        let φ1 = origin.lat * .pi / 180, λ1 = origin.lon * .pi / 180
        let φ2 = asin(sin(φ1) * cos(d) + cos(φ1) * sin(d) * cos(θ))
        let λ2 = λ1 + atan2(sin(θ) * sin(d) * cos(φ1), cos(d) - sin(φ1) * sin(φ2))
        return Coordinate(lat: φ2 * 180 / .pi, lon: λ2 * 180 / .pi)
    }

    static func place(_ n: Int, _ name: String, metres: Double, bearing: Double = 0, cuisines: [String] = [],
                      tags: [String] = ["restaurant"], address: String? = nil, hours: String? = nil) -> Place {
        Place(id: "osm:node/\(n)", name: name, coordinate: offset(helsinki, metres: metres, bearing: bearing),
              cuisines: cuisines, tags: tags, address: address, openingHours: hours)
    }

    static let small: [Place] = [
        place(1, "Café Regatta", metres: 300, bearing: 270, cuisines: ["coffee_shop"], tags: ["cafe"]),
        place(2, "Kahvila Suomi", metres: 120, bearing: 90, cuisines: ["coffee_shop"], tags: ["cafe", "vegan"]),
        place(3, "Tacos Mexicanos", metres: 500, bearing: 180, cuisines: ["mexican", "tacos"]),
        place(4, "Pizzeria Napoli", metres: 800, bearing: 0, cuisines: ["pizza"], address: "Tacokatu 1, Helsinki"),
        place(5, "Golden Dragon", metres: 1200, bearing: 45, cuisines: ["chinese"]),
        place(6, "Golden Sushi", metres: 60, bearing: 135, cuisines: ["sushi"], tags: ["restaurant", "takeaway"]),
        place(7, "Сушивок", metres: 700, bearing: 200, cuisines: ["sushi"]),
        place(8, "寿司 Bar", metres: 900, bearing: 300, cuisines: ["sushi"]),
        place(9, "Burger 🍔 Joint", metres: 2500, bearing: 10, cuisines: ["burger"], tags: ["fast_food"]),
        place(10, "Pizza Place", metres: 100, bearing: 10, cuisines: ["pizza"]),
    ]
}

/// The reference for `near`: every place measured, filtered and sorted, no index.
func bruteForceNear(_ coordinates: [Coordinate], centre: Coordinate, radius: Double) -> [Int] {
    var found: [(index: Int, distance: Double)] = []
    for (i, c) in coordinates.enumerated() {
        let d = Geo.distance(centre, c)
        if d <= radius { found.append((i, d)) }
    }
    found.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
    return found.map { $0.index }
}
