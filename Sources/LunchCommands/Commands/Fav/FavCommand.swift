import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `fav REF`.
struct FavCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fav",
        abstract: "mark a place as a favourite (★ in every list)",
        usage: "fav REF",
        discussion: """
        Marking a favourite twice is fine. 'undo' takes it back. The place becomes the
        current place, so 'rate 4' then rates it.
        examples:
          fav 3
          fav kahvi
        """
    )

    @OptionGroup var place: PlaceReferenceArguments
}

extension FavCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, FavInteractor.Result>? {
        FavInteractor.feature(c, favourite: true, ref: \.place.ref)
    }
}
