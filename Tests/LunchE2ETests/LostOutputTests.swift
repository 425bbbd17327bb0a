import Foundation
import Testing

/// Output that cannot be written, as a user meets it: `> /dev/full`, standard output
/// closed (`>&-`), a reader gone with SIGPIPE ignored. Each says so once on standard
/// error as coreutils does, ends with status 1, and runs no later command.
@Suite struct LostOutputTests {
    /// Runs `lunch ARGUMENTS` from `sh -c SCRIPT` (the script runs `"$0" "$@"` where it
    /// wants lunch), with the sandbox's environment; returns lunch's stderr (and whatever
    /// the script adds to it).
    func shell(_ sandbox: Sandbox, _ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, LunchBinary.path] + arguments
        process.environment = sandbox.environment()
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.folder)
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether the favourites hold anything (the `fav 1` after the lost answer must not run).
    func favourites(_ sandbox: Sandbox) throws -> String {
        try sandbox.run(["-c", "favs"]).stdout + sandbox.run(["-c", "favs"]).stderr
    }

    @Test func aFullDiskIsAWriteErrorAndStopsTheCommands() throws {
        let sandbox = Sandbox()
        let before = try favourites(sandbox)
        let stderr = try shell(sandbox, #""$0" "$@" > /dev/full; echo "status=$?" >&2"#, ["--json", "-c", "near 1500; fav 1"])
        #expect(stderr == "lunch: write error: No space left on device\nstatus=1\n")
        #expect(try favourites(sandbox) == before)
        // Argv mode and the answer-at-once forms too.
        #expect(try shell(sandbox, #""$0" "$@" > /dev/full; echo "status=$?" >&2"#, ["near", "1500"])
                == "lunch: write error: No space left on device\nstatus=1\n")
        #expect(try shell(sandbox, #""$0" "$@" > /dev/full; echo "status=$?" >&2"#, ["--version"])
                == "lunch: write error: No space left on device\nstatus=1\n")
    }

    @Test func aClosedStandardOutputIsAWriteError() throws {
        let sandbox = Sandbox()
        let before = try favourites(sandbox)
        let stderr = try shell(sandbox, #""$0" "$@" >&-; echo "status=$?" >&2"#, ["--json", "-c", "near 1500; fav 1"])
        #expect(stderr == "lunch: write error: Bad file descriptor\nstatus=1\n")
        #expect(try favourites(sandbox) == before)
        // Nothing lunch opened took the closed descriptor's place and received the answer.
        for file in try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir) {
            let text = (try? String(contentsOfFile: sandbox.stateDir + "/" + file, encoding: .utf8)) ?? ""
            #expect(!text.contains(#""command""#), "\(file)")
        }
    }

    @Test func aReaderGoneWithSIGPIPEIgnoredIsAWriteError() throws {
        let sandbox = Sandbox()
        let before = try favourites(sandbox)
        let script = #"trap '' PIPE; { sleep 0.5; "$0" "$@"; echo "status=$?" >&2; } | true"#
        let stderr = try shell(sandbox, script, ["-c", "near 1500; fav 1"])
        #expect(stderr == "lunch: write error: Broken pipe\nstatus=1\n")
        #expect(try favourites(sandbox) == before)
    }
}
