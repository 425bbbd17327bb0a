/// `history`: wires its interactor, presenter and router.
public struct HistoryModule: CommandModule {
    private let interactor: HistoryInteractor
    private let presenter = HistoryPresenter()
    private let router = HistoryRouter()

    public init(history: HistoryStore?) {
        interactor = HistoryInteractor(history: history)
    }

    public func run(_ arguments: HistoryArguments) throws -> CommandResponse {
        var response = presenter.present(interactor.entries(last: arguments.lines))
        response.route = router.route()
        return response
    }
}
