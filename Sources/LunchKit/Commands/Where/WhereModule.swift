/// `where`: wires its interactor, presenter and router.
public struct WhereModule: CommandModule {
    private let interactor: WhereInteractor
    private let presenter = WherePresenter()
    private let router = WhereRouter()

    public init(store: Store, fallback: @escaping () -> Location?) {
        interactor = WhereInteractor(store: store, fallback: fallback)
    }

    public func run(_ arguments: WhereArguments) throws -> CommandResponse {
        let result = interactor.current()
        var response = presenter.present(result)
        response.route = router.route(after: result)
        return response
    }
}
