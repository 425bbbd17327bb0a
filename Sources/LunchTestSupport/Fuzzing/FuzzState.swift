import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

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
            // After a second 0x1E: the team's outbox; after a third: team.json.
            let rest = data[(cut + 1)...].split(separator: 0x1E, maxSplits: 2, omittingEmptySubsequences: false)
            files[FuzzShell.statePath + ".journal"] = Data(rest.first ?? Data())
            if rest.count > 1 { team(outbox: Data(rest[1]), settings: rest.count > 2 ? Data(rest[2]) : Data()) }
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
        let shell = FuzzShell(json: data.count % 2 == 1, state: files[FuzzShell.statePath])
        shell.run(["where", "favs", "visits", "stats all", "stats 2026", "filter", "near", "pick", "map", "undo"])
    }

    /// The team's files as a session reads them at start: the outbox (changes, markers,
    /// torn lines) and team.json; whatever they hold, reading, laying the waiting changes
    /// over the snapshot and showing the status must not crash.
    static func team(outbox: Data, settings: Data) {
        let storage = MemoryFileStorage(files: ["/state/team-outbox": outbox, "/state/team.json": settings])
        let session = TeamSession(folder: "/state", storage: storage, clock: FuzzShell.clock,
                                  environment: ["LUNCH_USER": "alice", "LUNCH_TEAM_URL": "postgresql://alice@127.0.0.1/lunch"],
                                  connector: nil, cancelled: { false })
        guard let view = try? session.read() else { return }
        _ = TeamPresenter().present(.status(view, waiting: 0))
        _ = session.ratings
        guard (try? session.outbox.append(TeamChange(member: "alice", time: FuzzShell.clock.now(),
                                                     kind: .unvote(day: session.day)))) != nil,
              let after = try? session.outbox.contents() else { return }
        precondition(after.waiting.last?.kind == .unvote(day: session.day), "an appended change was not read back")
    }
}
