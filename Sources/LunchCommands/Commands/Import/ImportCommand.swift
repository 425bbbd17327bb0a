import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `import [--replace] FILE`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "add places from a file to your catalog (Overpass, GeoJSON, Google Places)",
        usage: "import [--replace] FILE",
        discussion: """
        The format is found from the content. Places are added or updated by id, so
        importing the same file again changes nothing, and favourites and visits keep
        pointing at their places. --replace makes the file the whole catalog (your
        favourites and visits stay; places no longer there say so in favs and visits).
        FILE is a regular file of at most 4 GB (not a pipe or device); a leading ~ is
        your home.
        examples:
          import almaty.geojson
          import --replace export.overpass.json
        """
    )

    @Flag(help: "Replace the catalog instead of adding to it.")
    var replace = false

    @Argument(help: "the file to import")
    var file: String
}

extension ImportCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, ImportInteractor.Result>? {
        guard let saved = c.saved else { return nil }
        // Ctrl-C as `sync` sees it (none without sync settings: tests).
        var cancelled: @Sendable () -> Bool = { false }
        if let sync = c.sync { cancelled = sync.cancelled }
        let interactor = ImportInteractor(catalog: c.catalog, saved: saved, progress: c.progress, whereabouts: c.whereabouts,
                                          cancelled: cancelled)
        return Feature(interact: { try interactor.importFile($0.file, replace: $0.replace) }, present: ImportPresenter().present,
                       complete: { PathCompleter.complete($0.prefix) })
    }
}
