import Foundation
import Testing

/// An import far from where the user is: lunch says where the new places are and offers
/// `at CITY`; the file's own cities and districts are areas for `at` from then on, and
/// hints give the catalog's coordinates, not Helsinki's.
@Suite struct ImportFarAwayTests {
    /// A small Overpass answer far away (Hanoi-like), written by the test.
    func write(_ sandbox: Sandbox) throws -> String {
        let path = sandbox.folder + "/hanoi.json"
        try #"""
        {"elements":[
         {"type":"node","id":1,"lat":21.0285,"lon":105.8542,"tags":{"place":"city","name":"Hà Nội","name:en":"Hanoi"}},
         {"type":"node","id":2,"lat":21.0288,"lon":105.8525,"tags":{"place":"quarter","name":"Hoàn Kiếm"}},
         {"type":"node","id":10,"lat":21.0301,"lon":105.8520,"tags":{"amenity":"restaurant","name":"Hanoi 1930 Bistro","addr:city":"Hà Nội","addr:suburb":"Hoàn Kiếm"}},
         {"type":"node","id":11,"lat":21.0311,"lon":105.8530,"tags":{"amenity":"restaurant","name":"Hanoi Pho House","addr:city":"Hà Nội","addr:suburb":"Hoàn Kiếm"}},
         {"type":"node","id":12,"lat":21.0130,"lon":105.8200,"tags":{"amenity":"cafe","name":"Cộng Cà Phê","addr:city":"Hà Nội","addr:suburb":"Đống Đa"}}
        ]}
        """#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func importFarAwaySaysWhereAndAtGoesToTheFilesCitiesAndDistricts() throws {
        let sandbox = Sandbox()
        let file = try write(sandbox)
        var r = try sandbox.run(["-c", "at Kamppi; import \(file)"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("The new places are around Hà Nội, "), "\(r.stdout)")
        #expect(r.stdout.contains(" km from Kamppi: 'at Hà Nội' goes there."), "\(r.stdout)")
        // The names the file gives are areas (before: "'Hanoi' matches 2 places").
        r = try sandbox.run(["-c", "at Hanoi; near 500"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Location set to Hanoi") && r.stdout.contains("Hanoi 1930 Bistro"), "\(r.stdout)")
        r = try sandbox.run(["-c", "at Hoan Kiem; where"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Hoàn Kiếm"))
        // The JSON report adds where the places are (`around`); nothing else changes.
        r = try sandbox.run(["--json", "-c", "at Kamppi; import \(file)"])
        let line = try #require(r.stdout.split(separator: "\n").last)
        #expect(line.hasPrefix(#"{"command":"import","added":0,"updated":0,"unchanged":3,"skipped":0,"total":"#))
        #expect(line.contains(#","around":{"name":"Hà Nội","lat":21.0285,"lon":105.8542,"distance_m":"#))
        // Near the places already: nothing more is said.
        r = try sandbox.run(["-c", "at Hanoi; import \(file)"])
        #expect(!r.stdout.contains("The new places are around"))
    }

    @Test func hintsUseTheCatalogsOwnCoordinates() throws {
        let sandbox = Sandbox()
        let file = try write(sandbox)
        let r = try sandbox.run(["-c", "import --replace \(file); at Qqqqqqqqqq"])
        #expect(r.stderr.contains("such as 'at 21.0"), "\(r.stderr)")
        #expect(!r.stderr.contains("60.17"))
    }
}
