/// `undo`: wires its interactor, presenter and router.
public struct UndoModule: CommandModule {
    private let interactor: UndoInteractor
    private let presenter = UndoPresenter()
    private let router = UndoRouter()

    public init(interactor: UndoInteractor) {
        self.interactor = interactor
    }

    public func run(_ arguments: UndoArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.undo())
        response.route = router.route()
        return response
    }
}
