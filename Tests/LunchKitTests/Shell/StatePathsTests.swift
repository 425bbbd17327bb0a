import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Where the state dir is: option, LUNCH_STATE_DIR, an absolute XDG_DATA_HOME, home.
@Suite struct StatePathsTests {
    func folder(_ option: String? = nil, _ environment: [String: String]) -> String {
        StatePaths(option: option, environment: environment).folder
    }

    @Test func theOptionThenTheVariablesThenHome() {
        let env = ["HOME": "/home/ann", "LUNCH_STATE_DIR": "/s", "XDG_DATA_HOME": "/xdg"]
        #expect(folder("/opt", env) == "/opt")
        #expect(folder(nil, env) == "/s")
        #expect(folder(nil, ["HOME": "/home/ann", "XDG_DATA_HOME": "/xdg"]) == "/xdg/lunch")
        #expect(folder(nil, ["HOME": "/home/ann", "XDG_DATA_HOME": "/xdg/"]) == "/xdg/lunch")
        #expect(folder(nil, ["HOME": "/home/ann"]) == "/home/ann/.local/share/lunch")
    }

    /// The XDG Base Directory specification: a relative path in the variable is invalid
    /// and is ignored; an empty one counts as unset.
    @Test func aRelativeOrEmptyXDGDataHomeIsIgnored() {
        for xdg in ["rel", "", "./data", "~/data", "data/"] {
            #expect(folder(nil, ["HOME": "/home/ann", "XDG_DATA_HOME": xdg]) == "/home/ann/.local/share/lunch", "\(xdg)")
        }
        #expect(folder(nil, ["HOME": "/home/ann", "LUNCH_STATE_DIR": "", "XDG_DATA_HOME": ""]) == "/home/ann/.local/share/lunch")
    }

    @Test func aLeadingTildeIsHomeInTheOptionAndTheVariable() throws {
        #expect(folder("~/st", ["HOME": "/home/ann"]) == "/home/ann/st")
        #expect(folder(nil, ["HOME": "/home/ann", "LUNCH_STATE_DIR": "~/st"]) == "/home/ann/st")
        #expect(folder("rel/~", ["HOME": "/home/ann"]) == "rel/~")
    }

    @Test func withoutHOMEThePasswordEntryIsHome() throws {
        let entry = try #require(getpwuid(getuid()))
        let home = String(cString: entry.pointee.pw_dir)
        #expect(folder(nil, [:]) == home + "/.local/share/lunch")
        #expect(folder(nil, ["HOME": ""]) == home + "/.local/share/lunch")
    }
}
