/// `visits`: wires its interactor, presenter and router.
public struct VisitsModule: CommandModule {
    private let interactor: VisitsInteractor
    private let presenter: VisitsPresenter
    private let router = VisitsRouter()

    public init(interactor: VisitsInteractor, presenter: VisitsPresenter) {
        self.interactor = interactor
        self.presenter = presenter
    }

    public func run(_ arguments: VisitsArguments) throws -> CommandResponse {
        var response = presenter.present(interactor.visits())
        response.route = router.route()
        return response
    }
}
