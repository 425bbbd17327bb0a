/// `export`: wires its interactor, presenter and router.
public struct ExportModule: CommandModule {
    private let interactor: ExportInteractor
    private let presenter = ExportPresenter()
    private let router = ExportRouter()

    public init(interactor: ExportInteractor) {
        self.interactor = interactor
    }

    public func run(_ arguments: ExportArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.export(to: arguments.file))
        response.route = router.route()
        return response
    }
}
