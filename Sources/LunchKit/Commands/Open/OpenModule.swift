/// `open`: wires its interactor, presenter and router.
public struct OpenModule: CommandModule {
    private let interactor: OpenInteractor
    private let presenter = OpenPresenter()
    private let router = OpenRouter()
    private let completer: PlaceCompleter

    public init(interactor: OpenInteractor, completer: PlaceCompleter) {
        self.interactor = interactor
        self.completer = completer
    }

    public func run(_ arguments: OpenArguments) throws -> CommandResponse {
        let result = try interactor.open(arguments.words)
        var response = presenter.present(result)
        response.route = router.route(after: result)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        if request.words.isEmpty { return completer.references(request.prefix) }
        guard request.words.count == 1 else { return [] }
        return PlaceLinks.targets.filter { $0.hasPrefix(request.prefix.lowercased()) }.map { Candidate($0) }
    }
}
