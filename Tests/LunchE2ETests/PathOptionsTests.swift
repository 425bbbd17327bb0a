import Foundation
import Testing

/// Paths the user types: a leading `~` is home everywhere (commands, options,
/// LUNCH_STATE_DIR); an empty path option is a bad option; a relative XDG_DATA_HOME is
/// ignored, as the XDG Base Directory specification says.
@Suite struct PathOptionsTests {
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// `lunch ARGUMENTS` in `folder`, HOME the sandbox; `unset` names variables to leave out.
    func run(_ sandbox: Sandbox, in folder: String, _ arguments: [String], extra: [String: String] = [:],
             unset: [String] = []) throws -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(arguments, extra: extra, folder: folder, unset: unset, watchdog: 60)
    }

    func here(_ sandbox: Sandbox) throws -> String {
        let here = sandbox.folder + "/here"
        try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
        return here
    }

    @Test func aLeadingTildeIsHomeInCommandsAndOptions() throws {
        let sandbox = Sandbox()
        let home = sandbox.folder
        let here = try here(sandbox)
        try SpecialFilesTests.onePlace.write(toFile: home + "/real.json", atomically: false, encoding: .utf8)
        var r = try run(sandbox, in: here, ["-c", "import ~/real.json; export ~/e.json; export '~/f.json'"])
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("Imported ~/real.json (Overpass API JSON): 1 added"))
        #expect(r.stdout.contains("Saved 0 favourites and 0 visits to \(home)/e.json.\n"))
        #expect(r.stdout.contains("Saved 0 favourites and 0 visits to \(home)/f.json.\n"))
        #expect(exists(home + "/e.json") && exists(home + "/f.json") && !exists(here + "/~"))
        // Options as `--name=~/…`, which no shell expands.
        r = try run(sandbox, in: here, ["--data=~/real.json", "--state-dir=~/st", "--events=~/ev.jsonl", "-c", "search soup; at 60.1,24.9"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("Soup Kitchen"))
        #expect(exists(home + "/st/state.json") && exists(home + "/ev.jsonl") && !exists(here + "/~"))
        r = try run(sandbox, in: here, ["-c", "at 60.1,24.9"], extra: ["LUNCH_STATE_DIR": "~/st2"])
        #expect(r.status == 0)
        #expect(exists(home + "/st2/state.json") && !exists(here + "/~"))
    }

    @Test func anEmptyPathOptionIsABadOption() throws {
        let sandbox = Sandbox()
        let here = try here(sandbox)
        for option in ["--state-dir", "--data", "--events"] {
            let r = try run(sandbox, in: here, [option, "", "where"])
            #expect(r.status == 2, "\(option)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr == "lunch: \(option) needs a path, not an empty word (see 'lunch --help')\n")
        }
        let r = try run(sandbox, in: here, ["--state-dir=", "where"])
        #expect(r.status == 2)
        #expect(r.stderr == "lunch: Missing value for '--state-dir <dir>' (see 'lunch --help')\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).isEmpty)
    }

    @Test func aRelativeOrEmptyXDGDataHomeIsIgnored() throws {
        let sandbox = Sandbox()
        let here = try here(sandbox)
        let standard = sandbox.folder + "/.local/share/lunch/state.json"
        for xdg in ["rel", ""] {
            try? FileManager.default.removeItem(atPath: sandbox.folder + "/.local")
            let r = try run(sandbox, in: here, ["at", "60.1,24.9"], extra: ["XDG_DATA_HOME": xdg], unset: ["LUNCH_STATE_DIR"])
            #expect(r.status == 0)
            #expect(exists(standard), "XDG_DATA_HOME=\(xdg)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: here).isEmpty)
        }
        let r = try run(sandbox, in: here, ["at", "60.1,24.9"], extra: ["XDG_DATA_HOME": sandbox.folder + "/xdg"], unset: ["LUNCH_STATE_DIR"])
        #expect(r.status == 0)
        #expect(exists(sandbox.folder + "/xdg/lunch/state.json"))
    }
}
