/// `fav` and `unfav`: one module, registered once per declaration (`FavModule<FavArguments>`,
/// `FavModule<UnfavArguments>`); the declaration says which way the mark goes.
public struct FavModule<Arguments: FavoriteArguments>: CommandModule {
    private let interactor: FavInteractor
    private let presenter = FavPresenter()
    private let router = FavRouter()
    private let completer: PlaceCompleter

    public init(interactor: FavInteractor, completer: PlaceCompleter) {
        self.interactor = interactor
        self.completer = completer
    }

    public func run(_ arguments: Arguments) throws -> CommandResponse {
        let result = try interactor.set(arguments.ref, favorite: Arguments.marks)
        var response = presenter.present(result)
        response.route = router.route(after: result)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        request.words.isEmpty ? completer.references(request.prefix) : []
    }
}
