/// `view`: saves whether lists also draw the map (interactor, presenter and router are
/// one line each, kept together here).
public struct ViewModule: CommandModule {
    private let store: Store

    public init(store: Store) {
        self.store = store
    }

    public func run(_ arguments: ViewArguments) throws -> CommandResponse {
        let mode = arguments.mode.lowercased()
        guard mode == "map" || mode == "list" else { throw UserError(Messages.badView(arguments.mode)) }
        let old = store.state.preferences
        var next = old
        next.mapView = mode == "map"
        if next != old { try store.send(.setPreferences(next), undo: .setPreferences(old), what: "view \(mode)") }
        return CommandResponse(text: mode == "map" ? Messages.viewMap : Messages.viewList,
                               json: [("ok", .bool(true)), ("view", .string(mode))])
    }

    public func complete(_ request: CompletionRequest) -> [Candidate] {
        ["map", "list"].filter { $0.hasPrefix(request.prefix.lowercased()) }.map { Candidate($0) }
    }
}
