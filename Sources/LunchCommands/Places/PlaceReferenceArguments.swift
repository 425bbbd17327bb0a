import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The words of a command about one place (`show`, `fav`, `unfav`, `vote`, `unvote`,
/// `veto`): a row number, an id or a name, as typed (the command reads them as a
/// `PlaceReference`).
struct PlaceReferenceArguments: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: "row number, id or name")
    var ref: [String] = []
}
