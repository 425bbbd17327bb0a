/// `rate`: wires its interactor, presenter and router.
public struct RateModule: CommandModule {
    private let interactor: RateInteractor
    private let presenter: RatePresenter
    private let router = RateRouter()
    private let completer: PlaceCompleter

    public init(interactor: RateInteractor, presenter: RatePresenter, completer: PlaceCompleter) {
        self.interactor = interactor
        self.presenter = presenter
        self.completer = completer
    }

    public func run(_ arguments: RateArguments) throws -> CommandResponse {
        let result = try interactor.rate(arguments.words)
        var response = presenter.present(result)
        response.route = router.route(after: result.visit)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        request.words.isEmpty ? completer.references(request.prefix) : []
    }
}
