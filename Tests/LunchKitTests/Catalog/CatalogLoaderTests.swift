import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct CatalogLoaderTests {
    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-loader-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func write(_ places: [(Int, String)], to path: String) throws {
        let elements = places.map { #"{"type":"node","id":\#($0.0),"lat":60.17,"lon":24.94,"tags":{"name":"\#($0.1)"}}"# }
        try #"{"elements":[\#(elements.joined(separator: ","))]}"#.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func theStoredFormIsKeptAndRebuiltWhenTheSourceChanges() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = dir + "/places.json"
        try write([(1, "One")], to: source)
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        #expect(try loader.load(path: source, name: "t").count == 1)
        let cached = try FileManager.default.contentsOfDirectory(atPath: dir + "/cache")
        #expect(cached.count == 1 && cached[0].hasSuffix(".lunchcat"))
        try write([(1, "One"), (2, "Two")], to: source)
        #expect(try loader.load(path: source, name: "t").count == 2)
    }

    @Test func aDamagedStoredFormIsRebuilt() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = dir + "/places.json"
        try write([(1, "One"), (2, "Two")], to: source)
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        _ = try loader.load(path: source, name: "t")
        let cached = dir + "/cache/" + (try FileManager.default.contentsOfDirectory(atPath: dir + "/cache"))[0]
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: cached))
        let catalog = try loader.load(path: source, name: "t")
        #expect(catalog.count == 2)
        #expect(catalog.place(at: 1).name == "Two")
    }

    @Test func aStoredFormDamagedInsideIsRebuiltNotTrusted() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = dir + "/places.json"
        try write((1...50).map { ($0, "Place \($0)") }, to: source)
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        _ = try loader.load(path: source, name: "t")
        let cached = dir + "/cache/" + (try FileManager.default.contentsOfDirectory(atPath: dir + "/cache"))[0]
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cached))
        bytes[bytes.count / 2] ^= 0x5A  // one flipped byte in the records or index
        try bytes.write(to: URL(fileURLWithPath: cached))
        #expect(throws: CatalogImage.Damaged.self) { try CatalogImage.read(path: cached) }
        let catalog = try loader.load(path: source, name: "t")
        #expect((0..<catalog.count).map { catalog.place(at: $0).name } == (1...50).map { "Place \($0)" })
        #expect(try CatalogImage.read(path: cached).header.count == 50)
    }

    @Test func unreadableSourcesAreOneClearError() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        #expect(throws: UserError.self) { try loader.load(path: dir + "/missing.json", name: "t") }
        try "hello".write(toFile: dir + "/text.json", atomically: true, encoding: .utf8)
        do {
            _ = try loader.load(path: dir + "/text.json", name: "t")
            Issue.record("expected an error")
        } catch let error as UserError {
            #expect(error.message.hasPrefix("cannot use \(dir)/text.json as a catalog: it is not valid JSON"))
        }
    }
}
