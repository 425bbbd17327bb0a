/// `sync`: wires its interactor, presenter and router.
public struct SyncModule: CommandModule {
    private let interactor: SyncInteractor
    private let presenter = SyncPresenter()
    private let router = SyncRouter()

    public init(interactor: SyncInteractor) {
        self.interactor = interactor
    }

    public func run(_ arguments: SyncArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.sync(arguments.words, fresh: arguments.fresh))
        response.route = router.route()
        return response
    }
}
