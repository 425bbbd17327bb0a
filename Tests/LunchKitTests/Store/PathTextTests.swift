import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct PathTextTests {
    /// As POSIX dirname: one-letter and non-ASCII names (on which Foundation's
    /// deletingLastPathComponent traps), trailing slashes, dot folders, odd bytes.
    @Test(arguments: [
        ("a", "."), ("é", "."), ("ab", "."), ("a/", "."), ("./a", "."), ("../a", ".."), ("/a", "/"),
        ("/", "/"), ("//", "/"), ("//a", "/"), ("", "."), ("x/y", "x"), ("x/y/", "x"), ("a//b", "a"),
        ("/tmp/a", "/tmp"), ("dir with space/ünï €.json", "dir with space"), ("x/\u{FFFD}\u{1}b", "x"),
        ("/très/ß/", "/très"),
    ])
    func folderOf(path: String, folder: String) {
        #expect(PathText.folder(of: path) == folder)
    }

    @Test func aRelativeLinkIsReadBesideItsLink() {
        #expect(PathText.resolve("t.json", besideOf: "link.json") == "./t.json")
        #expect(PathText.resolve("t.json", besideOf: "/l") == "/t.json")
        #expect(PathText.resolve("../t.json", besideOf: "/x/y/l") == "/x/y/../t.json")
        #expect(PathText.resolve("/abs/t.json", besideOf: "x/l") == "/abs/t.json")
    }
}
