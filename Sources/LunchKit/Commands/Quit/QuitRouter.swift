/// `quit` leads out of the shell.
public struct QuitRouter {
    public init() {}

    public func route() -> Route { .exit }
}
