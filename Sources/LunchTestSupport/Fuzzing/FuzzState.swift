import Foundation
import LunchKit

/// `state.json` (and its journal) as the shell loads them at start; a state that loads must save and read
/// back the same (else the next start would set the user's data aside), and the
/// commands that show saved data must cope with whatever loaded.
enum FuzzState {
    static func run(_ data: Data) {
        // After a 0x1E byte comes `state.json.journal` (the lines appended since state.json
        // was written whole), so the journal reader is fuzzed with the file it continues.
        var files = [FuzzShell.statePath: data]
        if let cut = data.firstIndex(of: 0x1E) {
            files[FuzzShell.statePath] = Data(data[..<cut])
            files[FuzzShell.statePath + ".journal"] = Data(data[(cut + 1)...])
        }
        let storage = MemoryFileStorage(files: files)
        let file = StateFile(path: FuzzShell.statePath, storage: storage, now: { FuzzShell.clock.now() })
        guard let (state, notice) = try? file.load(), notice == nil else { return }
        let copy = MemoryFileStorage()
        let again = StateFile(path: FuzzShell.statePath, storage: copy, now: { FuzzShell.clock.now() })
        do {
            try again.save(state)
            let (reread, notice) = try again.load()
            precondition(notice == nil, "a loaded state saved as a file that does not load: \(notice ?? "")")
            precondition(reread == state, "a loaded state read back different")
        } catch {
            preconditionFailure("a loaded state could not be saved: \(error)")
        }
        let shell = FuzzShell(json: data.count % 2 == 1, state: data)
        shell.run(["where", "favs", "visits", "stats all", "stats 2026", "filter", "near", "pick", "map", "undo"])
    }
}
