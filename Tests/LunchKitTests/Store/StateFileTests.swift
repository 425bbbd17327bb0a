import Foundation
import Testing
@testable import LunchKit

@Suite struct StateFileTests {
    let noon = Date(timeIntervalSince1970: 1_795_000_000)

    func file(_ storage: MemoryFileStorage) -> StateFile {
        StateFile(path: "/s/state.json", storage: storage, now: { [noon] in noon })
    }

    @Test func roundTripsAsReadableJSON() throws {
        let storage = MemoryFileStorage()
        var state = PersistedState(location: Location(coordinate: Coordinate(lat: 60.17, lon: 24.94), name: "Kamppi"))
        state.preferences.wantedTags = ["vegan"]
        try file(storage).save(state)
        let text = String(decoding: try #require(storage["/s/state.json"]), as: UTF8.self)
        #expect(text.contains("\"schema_version\" : \(PersistedState.currentSchemaVersion)"))
        #expect(text.contains("\"name\" : \"Kamppi\""))
        let (loaded, notice) = try file(storage).load()
        #expect(loaded == state)
        #expect(notice == nil)
    }

    @Test func noFileMeansEmptyState() throws {
        let (loaded, notice) = try file(MemoryFileStorage()).load()
        #expect(loaded == PersistedState())
        #expect(notice == nil)
    }

    @Test func aDamagedFileIsSetAsideNotOverwritten() throws {
        let storage = MemoryFileStorage(files: ["/s/state.json": Data("{ not json".utf8)])
        let (loaded, notice) = try file(storage).load()
        #expect(loaded == PersistedState())
        let aside = "/s/state.json.damaged-\(StateFile.stamp(noon))"
        #expect(notice == Messages.stateSetAside(why: "could not be read", aside: aside))
        #expect(storage[aside] == Data("{ not json".utf8))
        #expect(storage["/s/state.json"] == nil)
    }

    @Test func aFileFromANewerVersionIsSetAside() throws {
        let newer = Data(#"{"schema_version": 99, "preferences": {}}"#.utf8)
        let storage = MemoryFileStorage(files: ["/s/state.json": newer])
        let (_, notice) = try file(storage).load()
        #expect(notice?.contains("newer version") == true)
        #expect(storage.paths.contains { $0.hasPrefix("/s/state.json.damaged-") })
    }

    @Test func realFilesAreReplacedAtomically() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-state-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = DiskFileStorage()
        try storage.createDirectory(dir)
        let stateFile = StateFile(path: dir + "/state.json", storage: storage)
        try stateFile.save(PersistedState(location: Location(coordinate: Coordinate(lat: 1, lon: 2))))
        try stateFile.save(PersistedState(location: Location(coordinate: Coordinate(lat: 3, lon: 4))))
        #expect(try stateFile.load().state.location?.coordinate == Coordinate(lat: 3, lon: 4))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aReadOnlyFolderIsOneClearError() throws {
        guard getuid() != 0 else { return }  // root writes anywhere
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-ro-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        chmod(dir, 0o555)
        defer { chmod(dir, 0o755); try? FileManager.default.removeItem(atPath: dir) }
        let stateFile = StateFile(path: dir + "/state.json", storage: DiskFileStorage())
        #expect(throws: UserError.self) { try stateFile.save(PersistedState()) }
    }
}
