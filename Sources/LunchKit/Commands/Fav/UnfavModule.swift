/// `unfav`.
public struct UnfavModule: CommandModule {
    private let interactor: FavInteractor
    private let presenter = FavPresenter()
    private let router = FavRouter()
    private let completer: PlaceCompleter

    public init(interactor: FavInteractor, completer: PlaceCompleter) {
        self.interactor = interactor
        self.completer = completer
    }

    public func run(_ arguments: UnfavArguments) throws -> CommandResponse {
        let result = try interactor.set(arguments.ref, favorite: false)
        var response = presenter.present(result)
        response.route = router.route(after: result)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        request.words.isEmpty ? completer.references(request.prefix) : []
    }
}
