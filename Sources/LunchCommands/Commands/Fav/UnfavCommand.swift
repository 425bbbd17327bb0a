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

    @OptionGroup var place: PlaceReferenceArguments
}

extension UnfavCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, FavInteractor.Result>? {
        FavInteractor.feature(c, favourite: false, ref: \.place.ref)
    }
}
