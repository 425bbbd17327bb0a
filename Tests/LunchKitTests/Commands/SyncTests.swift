import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `sync`: its presenter directly (the interactor talks to a server: see the end-to-end
/// SyncTests, which start one on 127.0.0.1).
@Suite struct SyncTests {
    @Test func aKeptAnswerSaysHowToAskAgain() {
        let result = SyncInteractor.Result(counts: CatalogMerger.Counts(added: 3, updated: 1, unchanged: 2), skipped: 0,
                                           fromCache: true, source: "OpenStreetMap")
        #expect(SyncPresenter().present(result).text
                == Messages.synced(3, 1, 2, from: "OpenStreetMap") + " (kept answer from the last 24 h; 'sync --fresh' asks again)")
    }

    @Test func withoutSettingsThereIsNoSync() {
        #expect(SyncCommand.feature(TestShell().context) == nil)
    }

    /// While sync waits for the server the spinner says whom it asks (it said "reading
    /// the catalog…"): the store's `loadingWhat` during the request, read by a transport
    /// that answers nothing.
    @Test func theSpinnerSaysWhichServerIsAsked() throws {
        final class Offline: HTTPTransport, @unchecked Sendable {
            var store: Store?
            var seen: [String] = []
            func send(_ request: HTTPRequest, timeout: TimeInterval, cancelled: @escaping @Sendable () -> Bool) throws -> HTTPAnswer {
                seen.append(store?.state.isLoading == true ? store?.state.loadingWhat ?? "" : "not loading")
                throw HTTPFailure.offline(host: "127.0.0.1")
            }
        }
        let transport = Offline()
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/state/state.json", storage: storage))
        transport.store = store
        let settings = SyncSettings(overpassURL: URL(string: "http://127.0.0.1:9/api/interpreter")!, transport: transport,
                                    cacheFolder: "/state/cache", cancelled: { false })
        let context = CommandContext(store: store, catalog: Catalog(places: []), history: nil, areas: TestShell.areas,
                                     style: Style(enabled: false), clock: TestShell.clock,
                                     random: SeededRandomSource(seed: 1), opener: RecordingLinkOpener(),
                                     animation: NoPickAnimation(), storage: storage,
                                     saved: SavedCatalog(folder: "/state", samplePath: nil, storage: storage, now: { TestShell.clock.now() }),
                                     sync: settings)
        let dispatcher = Dispatcher(registry: CommandRegistry(context), store: store, output: BufferedOutput(),
                                    mode: OutputMode(json: false, style: Style(enabled: false)))
        _ = dispatcher.run(line: "at Kamppi; sync 300")
        #expect(transport.seen.first == "asking OpenStreetMap (Overpass) at 127.0.0.1…")
        #expect(!store.state.isLoading)
    }

    @Test func aProviderAndARadiusInAnyOrder() throws {
        let read = { (typed: [String]) in try SyncRequest(typed.map(SyncWord.init(parsing:))) }
        #expect(try read(["2km", "google"]) == SyncRequest(provider: "google", radius: Radius(metres: 2000)))
        #expect(try read(["OSM"]) == SyncRequest(provider: "overpass"))
        #expect(try read([]) == SyncRequest())
        #expect(throws: UserError(Messages.extraProvider("overpass"))) { try read(["google", "overpass"]) }
        #expect(throws: UserError(Messages.extraRadius("2km"))) { try read(["1km", "2km"]) }
        #expect(throws: UserError(Messages.badRadius("foo"))) { try read(["foo", "bar"]) }
    }
}
