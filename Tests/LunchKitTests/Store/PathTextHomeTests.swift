import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// One tilde expansion for every path a user types, as shells do it.
@Suite struct PathTextHomeTests {
    /// The home folder of `user` (nil: of this process's user) in the password database.
    func passwordHome(_ user: String? = nil) -> String? {
        guard let entry = user.map({ getpwnam($0) }) ?? getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        return String(cString: dir)
    }

    @Test(arguments: [
        ("~", "/home/ann"), ("~/", "/home/ann/"), ("~/lunch.json", "/home/ann/lunch.json"),
        ("~/a/b c/ü.json", "/home/ann/a/b c/ü.json"), ("~//x", "/home/ann//x"),
        ("x/~/y", "x/~/y"), ("./~", "./~"), ("", ""), ("/abs/~", "/abs/~"), ("a~", "a~"),
        ("~no-such-user-lunch/x", "~no-such-user-lunch/x"), ("~no-such-user-lunch", "~no-such-user-lunch"),
    ])
    func aLeadingTildeIsHome(typed: String, expanded: String) {
        #expect(PathText.expandingTilde(typed, environment: ["HOME": "/home/ann"]) == expanded)
    }

    @Test func homeIsHOMEElseThePasswordEntry() throws {
        let mine = try #require(passwordHome())
        #expect(PathText.home(environment: ["HOME": "/h"]) == "/h")
        #expect(PathText.home(environment: [:]) == mine)
        #expect(PathText.home(environment: ["HOME": ""]) == mine)
        #expect(PathText.expandingTilde("~/x.json", environment: [:]) == mine + "/x.json")
        #expect(PathText.expandingTilde("~/x.json", environment: ["HOME": ""]) == mine + "/x.json")
        #expect(PathText.expandingTilde("~/x.json", environment: ["HOME": "/"]) == "/x.json")
        #expect(PathText.expandingTilde("~", environment: ["HOME": "/"]) == "/")
    }

    @Test func tildeNameIsThatUsersHome() throws {
        let root = try #require(passwordHome("root"))
        #expect(PathText.expandingTilde("~root", environment: ["HOME": "/h"]) == root)
        #expect(PathText.expandingTilde("~root/x", environment: ["HOME": "/h"]) == root + "/x")
    }

    @Test(arguments: [
        ("a", "a"), ("a/b", "b"), ("x/y/", "y"), ("/", "/"), ("", ""), ("/a", "a"), ("a//b//", "b"), ("é/ü €", "ü €"),
    ])
    func lastComponent(path: String, name: String) {
        #expect(PathText.lastComponent(of: path) == name)
    }
}
