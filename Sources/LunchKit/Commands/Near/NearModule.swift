/// `near`: wires its interactor, presenter and router.
public struct NearModule: CommandModule {
    private let interactor: NearInteractor
    private let presenter: NearPresenter
    private let router = ListRouter()
    private let completer: PlaceCompleter

    public init(interactor: NearInteractor, presenter: NearPresenter, completer: PlaceCompleter) {
        self.interactor = interactor
        self.presenter = presenter
        self.completer = completer
    }

    public func run(_ arguments: NearArguments) throws -> CommandResponse {
        let result = try interactor.near(arguments.words)
        var response = presenter.present(result)
        response.route = router.route(after: result.rows)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        completer.filterWords(request.prefix)
    }
}
