import LunchText

/// A user error whose `--json` carries fields beside `"error"` (`decide` refused for diets:
/// `"unmet":[{"member","need"}]`); the text is its one line, as any `UserError`.
public struct UserErrorFields: Error, Sendable {
    public var error: UserError
    public var json: [(String, JSON)]

    public init(_ error: UserError, json: [(String, JSON)]) {
        self.error = error
        self.json = json
    }
}
