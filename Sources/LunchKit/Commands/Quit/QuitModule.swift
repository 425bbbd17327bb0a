/// `quit`: nothing to do but leave (the store saved every change when it happened).
public struct QuitModule: CommandModule {
    private let presenter = QuitPresenter()
    private let router = QuitRouter()

    public init() {}

    public func run(_ arguments: QuitArguments) throws -> CommandResponse {
        var response = presenter.present()
        response.route = router.route()
        return response
    }
}
