import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What one shell command does, in four steps: `interact` (the use case: reads and
/// changes the store; throws `UserError` for anything the user can fix), `present`
/// (pure: the result as text and `--json`), `route` (what comes next: the list rows
/// refer to, the current place, leaving; by default nothing changes) and `complete`
/// (candidates for the word being typed; by default none).
public struct Feature<Arguments: ParsableCommand, Result> {
    public let interact: (Arguments) throws -> Result
    public let present: (Result) -> CommandResponse
    public let route: (Result) -> Route
    public let complete: (CompletionRequest) -> [Candidate]

    public init(interact: @escaping (Arguments) throws -> Result,
                present: @escaping (Result) -> CommandResponse,
                route: @escaping (Result) -> Route = { _ in .stay },
                complete: @escaping (CompletionRequest) -> [Candidate] = { _ in [] }) {
        self.interact = interact
        self.present = present
        self.route = route
        self.complete = complete
    }

    /// The parsed command, carried out: interact, present, route.
    public func run(_ arguments: Arguments) throws -> CommandResponse {
        let result = try interact(arguments)
        var response = present(result)
        response.route = route(result)
        return response
    }
}
