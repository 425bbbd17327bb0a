/// `map`: wires its interactor, presenter and router.
public struct MapModule: CommandModule {
    private let interactor: MapInteractor
    private let presenter: MapPresenter
    private let router = MapRouter()

    public init(interactor: MapInteractor, presenter: MapPresenter) {
        self.interactor = interactor
        self.presenter = presenter
    }

    public func run(_ arguments: MapArguments) throws -> CommandResponse {
        let (ids, radius) = try interactor.places(radius: arguments.radius)
        var response = presenter.present(ids, radius: radius)
        response.route = router.route(after: ids)
        return response
    }
}
