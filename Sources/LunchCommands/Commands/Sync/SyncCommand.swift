import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `sync [RADIUS] [--fresh]`.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "fetch the places around you from OpenStreetMap or Google into your catalog",
        usage: "sync [google|overpass] [RADIUS] [--fresh]",
        discussion: """
        The only command that uses the network: it sends your location and the radius
        (and, for Google, the key) to the Overpass API (LUNCH_OVERPASS_URL) or, with
        GOOGLE_PLACES_API_KEY set or 'sync google', to Google Places API (New)
        (LUNCH_GOOGLE_PLACES_URL), and merges the answer by id. Answers are kept for 24 h;
        --fresh asks again. Ctrl-C cancels; LUNCH_SYNC_TIMEOUT sets the wait (20 s;
        0.1 to 3600), LUNCH_SYNC_MAX_BYTES the largest answer taken (64 MB; 1024 to
        4294967296 bytes), LUNCH_SYNC_BACKOFF the pause before a retry (1 s; 0 to 60); a
        value outside its range is an error and nothing is sent. The two server variables take
        an http:// or https:// URL with a host (empty: the default); anything else is an
        error and nothing is sent. A redirect is followed only to the same server, http to
        https at most, never to another host, with the same request (only a 303 becomes a GET).
        examples:
          sync
          sync 2km --fresh
          sync google 800
        """
    )

    @Flag(help: "Ask the server even when a recent answer is kept.")
    var fresh = false

    @Argument(help: "provider and radius (default 1500 m or your saved radius)", transform: ArgumentFailure.recording(SyncWord.init(parsing:)))
    var words: [SyncWord] = []
}

extension SyncCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, SyncInteractor.Result>? {
        guard let saved = c.saved, let sync = c.sync else { return nil }
        let clock = c.clock
        let cache = SyncCache(folder: sync.cacheFolder, storage: c.storage, now: { clock.now() })
        let interactor = SyncInteractor(settings: sync, cache: cache, saved: saved, catalog: c.catalog, store: c.store,
                                        whereabouts: c.whereabouts, cancelled: sync.cancelled)
        return Feature(interact: { try interactor.sync(SyncRequest($0.words), fresh: $0.fresh) }, present: SyncPresenter().present)
    }
}
