import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `export FILE`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "save your favourites and visits to a file (JSON, or CSV by extension)",
        usage: "export FILE",
        discussion: """
        FILE ending in .csv gets one row per visit and per favourite, for a spreadsheet;
        anything else gets JSON. An existing file is replaced in one step; a symbolic
        link is written through (the link stays); a fifo or character device is
        written to as a shell's > does (export /dev/stdout); a folder, socket or disk
        device is refused.
        examples:
          export ~/lunch-backup.json
          export visits.csv
        """
    )

    @Argument(help: "where to write")
    var file: String
}

extension ExportCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, ExportInteractor.Result>? {
        let interactor = ExportInteractor(store: c.store, catalog: c.catalog, storage: c.storage)
        return Feature(interact: { try interactor.export(to: $0.file) }, present: ExportPresenter().present)
    }
}
