/// `stats`: wires its interactor, presenter and router.
public struct StatsModule: CommandModule {
    private let interactor: StatsInteractor
    private let presenter = StatsPresenter()
    private let router = StatsRouter()

    public init(interactor: StatsInteractor) {
        self.interactor = interactor
    }

    public func run(_ arguments: StatsArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.stats(arguments.period))
        response.route = router.route()
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        ["30d", "7d", "all"].filter { $0.hasPrefix(request.prefix.lowercased()) }.map { Candidate($0) }
    }
}
