/// `search`: wires its interactor, presenter and router.
public struct SearchModule: CommandModule {
    private let interactor: SearchInteractor
    private let presenter: SearchPresenter
    private let router = ListRouter()
    private let completer: PlaceCompleter

    public init(interactor: SearchInteractor, presenter: SearchPresenter, completer: PlaceCompleter) {
        self.interactor = interactor
        self.presenter = presenter
        self.completer = completer
    }

    public func run(_ arguments: SearchArguments) throws -> CommandResponse {
        let result = try interactor.search(arguments.words)
        var response = presenter.present(result)
        response.route = router.route(after: result.rows)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        if request.prefix.hasPrefix("+") || request.prefix.hasPrefix("-") { return completer.filterWords(request.prefix) }
        return completer.labels(request.prefix)
    }
}
