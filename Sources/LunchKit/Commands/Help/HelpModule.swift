/// `help`: reads the registry it is registered in (held weakly: the registry owns it).
public struct HelpModule: CommandModule {
    private let interactor: HelpInteractor
    private let presenter: HelpPresenter
    private let router = HelpRouter()
    private let names: () -> [String]

    public init(registry: CommandRegistry, style: Style) {
        interactor = HelpInteractor(commands: { [weak registry] in registry?.commands ?? [] })
        presenter = HelpPresenter(style: style)
        names = { [weak registry] in registry?.allNames ?? [] }
    }

    public func run(_ arguments: HelpArguments) throws -> CommandResponse {
        var response = presenter.present(try interactor.help(topic: arguments.topic))
        response.route = router.route()
        return response
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        guard request.words.isEmpty else { return [] }
        return names().filter { $0.hasPrefix(request.prefix.lowercased()) }.map { Candidate($0) }
    }
}
