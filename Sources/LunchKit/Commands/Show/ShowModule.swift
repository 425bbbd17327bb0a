/// `show`: wires its interactor, presenter and router.
public struct ShowModule: CommandModule {
    private let interactor: ShowInteractor
    private let presenter: ShowPresenter
    private let router = ShowRouter()
    private let completer: PlaceCompleter

    public init(interactor: ShowInteractor, presenter: ShowPresenter, completer: PlaceCompleter) {
        self.interactor = interactor
        self.presenter = presenter
        self.completer = completer
    }

    public func run(_ arguments: ShowArguments) throws -> CommandResponse {
        let result = try interactor.show(arguments.ref)
        var response = presenter.present(result)
        response.route = router.route(after: result)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        request.words.isEmpty ? completer.references(request.prefix) : []
    }
}
