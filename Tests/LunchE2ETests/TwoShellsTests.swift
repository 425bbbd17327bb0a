import Foundation
import Testing

/// Two shells on one state folder (issue 14): an open shell shows what the other saved
/// before its next command, without writing anything itself first.
@Suite struct TwoShellsTests {
    @Test func anOpenShellSeesTheOtherShellsFavouriteAtItsNextCommand() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: sandbox.environment(), columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("favs\r")
        try tty.waitFor("No favourites yet")
        try tty.waitForPrompt()
        let other = try sandbox.run(["-c", "at Kamppi; near 250; fav 1"])
        #expect(other.status == 0, "\(other.stderr)")
        tty.send("favs\r")
        try tty.waitFor("Sky Express")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
