import Foundation
import LunchText

/// The `UserError` a typed argument's own parsing threw (`transform:` or `validate()`),
/// kept for the command being parsed: swift-argument-parser wraps what a transform throws
/// in an error of its own, with its own wording, and its wrapper types are not public.
/// Commands declare typed arguments through `ArgumentFailure.recording`, and
/// `RegisteredCommand` takes the error back after a failed parse, so lunch's words are
/// lunch's own whatever a new argument-parser release says.
enum ArgumentFailure {
    private static let key = "lunch.ArgumentFailure"

    /// `parse`, remembering on this thread the `UserError` it throws.
    static func recording<T>(_ parse: @escaping @Sendable (String) throws -> T) -> @Sendable (String) throws -> T {
        { word in
            do {
                return try parse(word)
            } catch let error as UserError {
                record(error)
                throw error
            }
        }
    }

    static func record(_ error: UserError) {
        Thread.current.threadDictionary[key] = error.message
    }

    /// The error recorded on this thread since the last call, and forgets it.
    static func take() -> UserError? {
        let dictionary = Thread.current.threadDictionary
        defer { dictionary.removeObject(forKey: key) }
        return (dictionary[key] as? String).map(UserError.init)
    }
}
