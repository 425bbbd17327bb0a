import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `export`: its interactor (in-memory files) and presenter directly, then the shell.
@Suite struct ExportTests {
    @Test func csvByTheFileName() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.addFavourite("osm:node/2"))
        let storage = MemoryFileStorage()
        let result = try ExportInteractor(store: s.store, catalog: s.catalog, storage: storage).export(to: "/out/lunch.csv")
        #expect(result.favourites == 1 && result.visits == 0)
        let written = storage["/out/lunch.csv"].map { String(decoding: $0, as: UTF8.self) }
        #expect(written == "type,date,place_id,name,stars,note\r\nfavorite,,osm:node/2,Kahvila Suomi,,\r\n")
        #expect(ExportPresenter().present(result).text == "Saved 1 favourite and 0 visits to /out/lunch.csv.")
        #expect(ExportInteractor.csv("a \"b\", c") == "\"a \"\"b\"\", c\"")
    }

    @Test func throughTheShellJSON() {
        let s = TestShell(places: Fixtures.small)
        s.run("export /out/lunch.json")
        #expect(s.storage["/out/lunch.json"].map { String(decoding: $0, as: UTF8.self) } == #"{"favorites":[],"visits":[]}"# + "\n")
    }

    @Test func csvAndJSON() throws {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4 \"good, \\\"strong\\\" coffee\"; fav kahvila; export /out/v.csv; export /out/v.json")
        #expect(s.output.stderr == "")
        let csv = String(decoding: try #require(s.storage["/out/v.csv"]), as: UTF8.self)
        #expect(csv == "type,date,place_id,name,stars,note\r\nvisit,2026-11-20,osm:node/2,Kahvila Suomi,4,\"good, \"\"strong\"\" coffee\"\r\nfavorite,,osm:node/2,Kahvila Suomi,,\r\n")
        let json = String(decoding: try #require(s.storage["/out/v.json"]), as: UTF8.self)
        #expect(json.hasPrefix(#"{"favorites":[{"id":"osm:node/2","name":"Kahvila Suomi"}],"visits":[{"place_id":"osm:node/2""#))
    }
}
