/// `filter`: wires its interactor, presenter and router.
public struct FilterModule: CommandModule {
    private let interactor: FilterInteractor
    private let presenter = FilterPresenter()
    private let router = FilterRouter()
    private let completer: PlaceCompleter

    public init(interactor: FilterInteractor, completer: PlaceCompleter) {
        self.interactor = interactor
        self.completer = completer
    }

    public func run(_ arguments: FilterArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.apply(arguments.words))
        response.route = router.route()
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        let words = ["clear", "radius"].filter { $0.hasPrefix(request.prefix.lowercased()) }.map { Candidate($0) }
        return words + completer.filterWords(request.prefix)
    }
}
