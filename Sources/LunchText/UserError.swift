/// A failure caused by what the user typed or asked for: one clear line, the shell goes on.
public struct UserError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
