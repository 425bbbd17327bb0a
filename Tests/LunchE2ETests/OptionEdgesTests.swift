import Foundation
import Testing

/// The edges of the start-up options: a flag given a value is refused (ArgumentParser took
/// `--json=` and `--json=false` as `--json`); `--` ends the options as in every Unix tool:
/// `lunch --` is `lunch`, and `lunch -- near 800` runs `near 800`.
@Suite struct OptionEdgesTests {
    @Test(arguments: ["--json=", "--json=false", "--no-color=", "--no-color=1"])
    func aFlagGivenAValueIsRefused(_ word: String) throws {
        let sandbox = Sandbox()
        let r = try sandbox.run([word, "-c", "where"])
        #expect(r.status == 2)
        #expect(r.stdout == "")
        let flag = String(word.prefix { $0 != "=" })
        #expect(r.stderr.hasPrefix("lunch: \(flag) takes no value"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func aBareDoubleDashIsNoOptions() throws {
        let sandbox = Sandbox()
        // No options and no command: the commands come from standard input, as for `lunch`.
        let bare = try sandbox.run(["--"], stdin: "at 60.17,24.94\nwhere\n")
        let none = try sandbox.run([], stdin: "at 60.17,24.94\nwhere\n")
        #expect(bare.status == 0)
        #expect(bare.stdout == none.stdout)
        #expect(bare.stdout.hasSuffix("You are at 60.17000, 24.94000.\n"))
        // After `--`, the words are a command.
        let command = try sandbox.run(["--json", "--", "where"])
        #expect(command.status == 0)
        #expect(command.stdout.hasPrefix(#"{"command":"where""#))
        let unknown = try sandbox.run(["--", "--json"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("--json"))
    }
}
