import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The words of `near`, `search`, `find` and `pick`: a radius or search text, and filter
/// words, each read once as a `FilterWord` (the command gathers them into its query).
struct FilterWordArguments: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: "a radius (near, pick) or text (search, find), and filters (+TAG -TAG open price N)",
              transform: ArgumentFailure.recording(FilterWord.init(parsing:)))
    var words: [FilterWord] = []
}
