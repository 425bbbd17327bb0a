import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `unfav REF`.
struct UnfavCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfav",
        abstract: "unmark a favourite",
        usage: "unfav REF",
        discussion: """
        examples:
          unfav 2
          unfav osm:node/59622323
        """
    )

    @Argument(parsing: .allUnrecognized, help: "row number, id or name")
    var ref: [String] = []
}

extension UnfavCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, FavInteractor.Result>? {
        FavInteractor.feature(c, favourite: false, ref: \.ref)
    }
}
