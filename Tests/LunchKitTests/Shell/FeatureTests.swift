import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// The one shape of a command (`Feature`) and the one list of them (`CommandTable`).
@Suite struct FeatureTests {
    @Test func routeDefaultsToStayAndCompletionToNone() throws {
        let feature = Feature<QuitCommand, Int>(interact: { _ in 3 }, present: { CommandResponse(text: "\($0)") })
        let response = try feature.run(QuitCommand())
        #expect(response.text == "3")
        #expect(response.route == .stay)
        #expect(feature.complete(CompletionRequest(words: [], prefix: "")).isEmpty)
    }

    @Test func theRouteSeesTheResult() throws {
        let feature = Feature<QuitCommand, String>(interact: { _ in "osm:node/1" }, present: { _ in CommandResponse(text: "") },
                                                     route: { .place($0) })
        #expect(try feature.run(QuitCommand()).route == .place("osm:node/1"))
    }

    @Test func aFailedInteractionPresentsNothing() {
        var presented = false
        let feature = Feature<QuitCommand, Int>(interact: { _ in throw UserError("no") },
                                                  present: { _ in presented = true; return CommandResponse(text: "") })
        #expect(throws: UserError("no")) { try feature.run(QuitCommand()) }
        #expect(!presented)
    }

    @Test func theTableNamesEveryCommandOnceInHelpOrder() {
        let names = CommandTable.commands.map { $0.configuration.commandName ?? "" }
        #expect(names.first == "help")
        #expect(names.last == "quit")
        #expect(Set(names).count == names.count)
    }

    @Test func theRegistryHasEveryCommandOfTheTableItCanRun() {
        let shell = TestShell()  // no saved catalog: no import, no sync
        let registered = shell.registry.commands.map(\.name)
        let declared = CommandTable.commands.compactMap { $0.configuration.commandName }
        #expect(registered == declared.filter { $0 != "import" && $0 != "sync" })
        #expect(shell.registry.command(named: "EXIT")?.name == "quit")
    }

    @Test func helpListsWhatTheRegistryHas() {
        let shell = TestShell()
        shell.run("help")
        for command in shell.registry.commands { #expect(shell.output.stdout.contains(command.usage)) }
        #expect(!shell.output.stdout.contains("import [--replace] FILE"))
    }

    /// Adding a command is one folder and one table line: every declaration in
    /// `Sources/LunchCommands/Commands/` (but `Support/`, what commands are made of:
    /// `ShellCommand`, `RegisteredCommand`) is in the table, and nothing else is.
    @Test func everyDeclarationInTheCommandsFolderIsInTheTable() throws {
        let commands = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/LunchCommands/Commands")
        let files = try #require(FileManager.default.enumerator(atPath: commands.path)).compactMap { $0 as? String }
        let declared = Set(files.filter { $0.hasSuffix("Command.swift") && !$0.hasPrefix("Support/") }.map { ($0 as NSString).lastPathComponent.dropLast(6) }.map(String.init))
        #expect(declared == Set(CommandTable.commands.map { String(describing: $0) }))
    }
}
