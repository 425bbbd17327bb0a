import Foundation
import LunchStorage
import LunchState
import LunchCommands
import Logging

/// The state folder made ready (what a process killed mid-write left behind removed) and
/// the store with what was saved there.
enum StartState {
    static func store(paths: StatePaths, storage: DiskFileStorage, clock: any Clock, diagnostics: Logger) -> Store {
        do { try storage.createDirectory(paths.folder) } catch { fail("\(error)", status: 1) }
        // What a process killed mid-write (kill -9 during an import) left behind.
        for folder in [paths.folder, paths.cacheFolder] {
            for name in storage.removeStaleTemporaries(in: folder) {
                diagnostics.debug("removed a stale temporary file", metadata: ["file": "\(folder)/\(name)"])
            }
        }
        let stateFile = StateFile(path: paths.stateFile, storage: storage, now: { clock.now() })
        var initial = AppState()
        do {
            let (saved, notice) = try stateFile.load()
            initial.apply(saved)
            if let notice { say(notice) }
        } catch {
            // Unreadable (not unparsable): start empty; every save re-reads first, so it fails
            // with a clear error too and never overwrites what could not be read.
            say("warning: \(error); starting with empty state, and changes cannot be saved until that is fixed")
        }
        return Store(state: initial, stateFile: stateFile)
    }
}
