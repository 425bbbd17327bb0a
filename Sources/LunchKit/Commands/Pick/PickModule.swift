/// `pick`: draws, then shows the place; the router makes it the current place.
public struct PickModule: CommandModule {
    private let interactor: PickInteractor
    private let detail: ShowInteractor
    private let presenter: PickPresenter
    private let router = ShowRouter()
    private let completer: PlaceCompleter
    private let animation: any PickAnimation

    public init(interactor: PickInteractor, detail: ShowInteractor, presenter: PickPresenter, completer: PlaceCompleter,
                animation: any PickAnimation = NoPickAnimation()) {
        self.interactor = interactor
        self.detail = detail
        self.presenter = presenter
        self.completer = completer
        self.animation = animation
    }

    public func run(_ arguments: PickArguments) throws -> CommandResponse {
        let result = try interactor.pick(arguments.words)
        animation.play(names: result.names, final: result.row.place.name)
        let shown = try detail.show([result.row.place.id])
        var response = presenter.present(result, detail: shown)
        response.route = router.route(after: shown)
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        completer.filterWords(request.prefix)
    }
}
