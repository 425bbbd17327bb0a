import Testing
@testable import LunchKit

@Suite struct ImportCompletionTests {
    /// A one-character name (relative, no folder) used to trap in Foundation's
    /// deletingLastPathComponent, taking the interactive shell down on Tab.
    @Test func aOneCharacterNameCompletesWithoutCrashing() {
        let completer = Completer(registry: TestShell().registry)
        #expect(completer.complete("import é").candidates.isEmpty)
        #expect(completer.complete("import Z").candidates.isEmpty)
    }
}
