import Foundation
import Testing
import ArgumentParser
@testable import LunchCommands

/// `Resources/lunch.1` says what `help CMD` says, for every command of the declaration
/// table: its entry, abstract, usage text and examples (the manual is generated from the
/// same declarations; regenerate it as README's "Manual" says when a declaration changes).
@Suite struct ManualTests {
    static let manual: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Resources/lunch.1"), encoding: .utf8)) ?? ""
    }()

    /// Letters and digits only, lower-cased: roff's escapes, line breaks and the
    /// characters the generator writes differently do not matter, the words do.
    static func words(_ text: String) -> String {
        // roff's escapes (`\[u2013]`, `\(en`, `\&`) stand for characters the words leave out.
        let text = text.replacingOccurrences(of: #"\\(\[[^\]]*\]|\(..|&|e)"#, with: "", options: .regularExpression)
        return String(text.unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) }.map(Character.init)).lowercased()
    }

    /// The manual's entry for `name`: from `.It Em name` to the next command's.
    static func entry(_ name: String) -> String? {
        // `.It Em near`, or `.It Em "quit, exit"` with its aliases.
        guard let start = manual.range(of: "\n.It Em \(name)\n") ?? manual.range(of: "\n.It Em \"\(name), ")
        else { return nil }
        var rest = manual[start.upperBound...]
        // After the aliases' line.
        if !manual[start].hasSuffix("\n"), let line = rest.firstIndex(of: "\n") { rest = rest[rest.index(after: line)...] }
        let end = rest.range(of: "\n.It Em ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test(arguments: CommandTable.commands.map { $0.configuration.commandName ?? "" })
    func theManualSaysWhatHelpSays(name: String) throws {
        let command = try #require(CommandTable.commands.first { $0.configuration.commandName == name })
        let entry = try #require(Self.entry(name), "the manual lacks \(name): regenerate it (README, Manual)")
        let configuration = command.configuration
        #expect(Self.words(entry).hasPrefix(Self.words(configuration.abstract)), "\(name): \(entry.prefix(200))")
        #expect(Self.words(entry).contains(Self.words(configuration.discussion)),
                "the manual's \(name) is not what 'help \(name)' says: regenerate it (README, Manual)")
    }
}
