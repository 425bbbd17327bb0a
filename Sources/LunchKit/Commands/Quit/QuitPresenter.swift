/// Leaving says nothing for people; scripts get `{"command":"quit","ok":true}`.
public struct QuitPresenter {
    public init() {}

    public func present() -> CommandResponse { CommandResponse(text: "") }
}
