/// `favs`: wires its interactor, presenter and router (the shared list router).
public struct FavsModule: CommandModule {
    private let interactor: FavsInteractor
    private let presenter: FavsPresenter
    private let router = ListRouter()

    public init(interactor: FavsInteractor, presenter: FavsPresenter) {
        self.interactor = interactor
        self.presenter = presenter
    }

    public func run(_ arguments: FavsArguments) throws -> CommandResponse {
        let result = interactor.favorites()
        var response = presenter.present(result)
        response.route = router.route(after: result.rows)
        return response
    }
}
