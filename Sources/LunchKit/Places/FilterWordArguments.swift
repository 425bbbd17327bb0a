import ArgumentParser

/// The words of `near`, `search`, `find` and `pick`: a radius or search text, and filter
/// words, each read once as a `FilterWord` (the command gathers them into its query).
struct FilterWordArguments: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: "a radius or text, and filters (+TAG -TAG open price N)",
              transform: FilterWord.init(parsing:))
    var words: [FilterWord] = []
}
