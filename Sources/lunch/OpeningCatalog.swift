import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands
import LunchResources
import Logging

/// The catalog the shell starts with: a stored form is read and checked on another thread
/// while the shell starts, and waited for before the first command or completion uses it
/// (`ready`); otherwise it is read now (with the spinner's line).
final class OpeningCatalog {
    let catalog: Catalog
    private let opening: BackgroundCatalog?
    private let diagnostics: Logger
    private let startedAt: Date

    init(options: StartOptions, paths: StatePaths, storage: DiskFileStorage, clock: any Clock, store: Store,
         environment: [String: String], diagnostics: Logger, startedAt: Date) {
        self.diagnostics = diagnostics
        self.startedAt = startedAt
        let start = StartCatalog(dataPath: options.data.map { PathText.expandingTilde($0, environment: environment) },
                                 folder: paths.folder, cacheFolder: paths.cacheFolder,
                                 samplePath: LunchResources.samplePath,
                                 sampleWalks: LunchResources.sampleWalkPath.map(WalkSource.file) ?? .none,
                                 storage: storage, now: { clock.now() })
        opening = start.isStored ? BackgroundCatalog { try start.open() } : nil
        if let opening {
            catalog = opening.catalog
            return
        }
        try? store.send(.loadingStarted(Messages.readingCatalog))
        do {
            let (opened, notice) = try start.open()
            catalog = opened
            try? store.send(.loadingFinished)
            if let notice { say(notice) }
        } catch {
            try? store.send(.loadingFinished)
            fail("\(error)", status: 1)
        }
        logReady()
    }

    /// Waits (once) for the catalog opened in the background and says what there is to say about it.
    func ready() {
        guard let opening, !opening.isFinished else { return }
        do {
            if let notice = try opening.finish() { say(notice) }
        } catch {
            fail("\(error)", status: 1)
        }
        logReady()
    }

    private func logReady() {
        diagnostics.debug("catalog ready", metadata: ["places": "\(catalog.count)", "source": "\(catalog.sourceName)",
                                                      "ms": "\(Int(Date().timeIntervalSince(startedAt) * 1000))"])
    }
}
