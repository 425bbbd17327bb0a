import Foundation
import LunchKit

/// Times the phases of a first load (read, build), for finding where time goes.
enum Phases {
    static func run(file: String) throws {
        func time(_ label: String, _ body: () throws -> Void) rethrows {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            print("phase \(label) ms=\(String(format: "%.1f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6))")
        }
        var places: [Place] = []
        try time("read") { places = try CatalogLoader.readPlaces(path: file) }
        time("build") { _ = CatalogBuilder.build(places) }
        time("fold") { for p in places { _ = TextFolding.fold(p.name) } }
        time("sortnames") { let f = places.map(\.name); _ = f.sorted() }
    }
}
