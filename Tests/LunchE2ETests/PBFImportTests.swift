import Foundation
import Testing

/// `import FILE.osm.pbf` and `--data FILE.osm.pbf` as a user runs them: the places and the
/// walkable network in one step, re-importing changes nothing, a damaged file is one line.
@Suite struct PBFImportE2ETests {
    static let pbf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/Helsinki.osm.pbf").path

    @Test func importBringsPlacesAndNetworkAndAgainChangesNothing() throws {
        let sandbox = Sandbox()
        var r = try sandbox.run(["-c", "import --replace \(Self.pbf)"])
        #expect(r.status == 0)
        let line = try #require(r.stdout.split(separator: "\n").first)
        #expect(line.hasPrefix("Imported \(Self.pbf) (OpenStreetMap PBF): 354 added, 0 updated, 0 unchanged, 3 skipped. "
                               + "The catalog has 354 places, and the file's walkable ways ("))
        #expect(line.hasSuffix(" points)."))
        let stored = sandbox.stateDir + "/catalog.lunchcat"
        let before = try FileManager.default.attributesOfItem(atPath: stored)[.systemFileNumber] as? Int
        r = try sandbox.run(["--json", "-c", "import \(Self.pbf)"])
        #expect(r.stdout.hasPrefix(#"{"command":"import","added":0,"updated":0,"unchanged":354,"skipped":3,"total":354,"format":"OpenStreetMap PBF","reasons":["#))
        #expect(r.stdout.contains(#""walk_points":"#))
        #expect(try FileManager.default.attributesOfItem(atPath: stored)[.systemFileNumber] as? Int == before)
        r = try sandbox.run(["-c", "search pystygrilli"])
        #expect(r.stdout.contains("Helsingin Pystygrilli"))
    }

    @Test func aDamagedPBFIsOneLineAndChangesNothing() throws {
        let sandbox = Sandbox()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.pbf))
        let cut = sandbox.folder + "/cut.osm.pbf"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let r = try sandbox.run(["-c", "import \(cut)"])
        #expect(r.status == 1)
        let errors = r.stderr.split(separator: "\n")
        #expect(errors.count == 1)
        // Cut in half: said to be cut short, and where (not "cannot be read (…truncated…)").
        #expect(errors.first?.hasPrefix("error: cannot import \(cut): it is an OpenStreetMap PBF file cut short: it ends inside block ") == true,
                "\(r.stderr)")
        #expect(errors.first?.hasSuffix("; nothing was changed") == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/catalog.lunchcat"))
    }

    @Test func dataFileIsReadAsIs() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--data", Self.pbf, "-c", "search maya"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Maya Bar & Grill"))
        let cached = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir + "/cache").filter { $0.hasSuffix(".lunchcat") }
        #expect(cached.count == 1)
        let stored = try Data(contentsOf: URL(fileURLWithPath: sandbox.stateDir + "/cache/" + cached[0]))
        #expect(stored.range(of: Data("LUNCHWLK".utf8)) != nil)
    }
}
