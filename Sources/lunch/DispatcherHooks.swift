import LunchCatalog
import LunchState
import LunchCommands

extension Dispatcher {
    /// What runs around each command in this process: the catalog waited for and watched
    /// (a file rewritten or cut short on disk under this shell is said once, after the
    /// answer; an answer made from its changed part is withheld), the team's and the
    /// catalog's lines after the answer, and the team settled (read when a change was only
    /// sent, `team.json` saved).
    func hook(catalog opening: OpeningCatalog, team: TeamSession) {
        let catalogDamage = CatalogDamageWatch(catalog: opening.catalog)
        beforeCommand = { name in
            // `lunch -c help` answers without reading a million places' catalog first.
            if !Self.catalogFree.contains(name) { opening.ready() }
            catalogDamage.start()
        }
        withheld = { catalogDamage.problem() }
        let catalogChange = CatalogChangeNotice(catalog: opening.catalog)
        notices = { team.takeNotices() + [catalogChange.take()].compactMap { $0 } }
        afterCommand = { team.settle() }
    }

    /// Commands that never read the catalog: they don't wait for it to be opened.
    static let catalogFree: Set<String> = ["help", "quit", "history"]
}
