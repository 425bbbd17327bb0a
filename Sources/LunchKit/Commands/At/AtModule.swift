/// `at`: wires its interactor, presenter and router.
public struct AtModule: CommandModule {
    private let interactor: AtInteractor
    private let presenter = AtPresenter()
    private let router = AtRouter()
    private let gazetteer: Gazetteer

    public init(store: Store, gazetteer: Gazetteer) {
        interactor = AtInteractor(store: store, gazetteer: gazetteer)
        self.gazetteer = gazetteer
    }

    public func run(_ arguments: AtArguments) throws -> CommandResponse {
        let location = try interactor.setLocation(arguments.words)
        var response = presenter.present(location)
        response.route = router.route(after: location)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        guard request.words.isEmpty else { return [] }
        return gazetteer.names(startingWith: request.prefix).map { Candidate($0) }
    }
}
