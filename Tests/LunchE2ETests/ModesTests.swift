import Foundation
import Testing

/// `-c`, argv and piped modes, tested on their exact output and exit status.
@Suite struct ModesTests {
    @Test func dashCRunsEveryCommand() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 60.17,24.94; where"])
        #expect(r.status == 0)
        #expect(r.stdout == "Location set to 60.17000, 24.94000.\nYou are at 60.17000, 24.94000.\n")
        #expect(r.stderr == "")
    }

    /// A start reads the plain option forms itself (`StartOptions`) and any other form through
    /// ArgumentParser (`ProcessOptions`): both readings of the same options give the same run.
    @Test func plainAndArgumentParserFormsOfTheOptionsAgree() throws {
        let sandbox = Sandbox()
        let events = sandbox.folder + "/events.jsonl"
        let commands = "at 60.17,24.94; near 400; where"
        let plain = try sandbox.run(["--json", "--no-color", "--state-dir", sandbox.stateDir, "--now", "2026-11-20T12:00",
                                     "--log-level", "error", "--events", events, "-c", commands])
        let parsed = try sandbox.run(["--json", "--no-color", "--state-dir=\(sandbox.stateDir)", "--now=2026-11-20T12:00",
                                      "--log-level=error", "--events=\(events)", "-c", commands])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains(#""command":"near""#))
        #expect(parsed.status == plain.status)
        #expect(parsed.stdout == plain.stdout)
        #expect(parsed.stderr == plain.stderr)
    }

    /// As psql and `sh -c`: -c given again runs its commands after the first's, and a new
    /// line in a -c value ends a command as `;` does (a comment ends with its line).
    @Test func dashCTwiceAndNewLinesRunEveryCommandInOrder() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 60.17,24.94", "-c", "where # here\nat Kamppi\r\nwhere"])
        #expect(r.status == 0)
        #expect(r.stdout == "Location set to 60.17000, 24.94000.\nYou are at 60.17000, 24.94000.\n"
                + "Location set to Kamppi (60.16850, 24.93150).\nYou are at Kamppi (60.16850, 24.93150).\n")
        #expect(r.stderr == "")
        // Only LF (after an optional CR) ends a line: other Unicode line breaks are text.
        let nel = try sandbox.run(["-c", "at \"Kamppi\u{85}x\""])
        #expect(nel.stderr == "error: no area or place called 'Kamppi<U+0085>x'; did you mean 'Kamppi'?\n")
        // -c and a command after the options: refused, nothing run (one would be dropped).
        let both = try sandbox.run(["-c", "at Kamppi", "near", "1"])
        #expect(both.status == 2)
        #expect(both.stdout == "")
        #expect(both.stderr == "lunch: give commands with -c or after the options, not both (see 'lunch --help')\n")
        // The same through ArgumentParser's reading (an option in its `=` form).
        let parsed = try sandbox.run(["--log-level=error", "-c", "at 60.17,24.94", "-c", "where"])
        #expect(parsed.stdout == "Location set to 60.17000, 24.94000.\nYou are at 60.17000, 24.94000.\n")
    }

    @Test func dashCFailsWhenAnyCommandFailed() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "at 91,0; at Kamppi"])
        #expect(r.status == 1)
        #expect(r.stdout == "Location set to Kamppi (60.16850, 24.93150).\n")
        #expect(r.stderr == "error: latitude 91 is out of range: it must be between -90 and 90\n")
    }

    @Test func argvIsOneCommand() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["at", "-33.8688", "151.2093"])
        #expect(r.status == 0)
        #expect(r.stdout == "Location set to -33.86880, 151.20930.\n")
        let again = try sandbox.run(["where"])
        #expect(again.stdout == "You are at -33.86880, 151.20930.\n")
        let bad = try sandbox.run(["nera"])
        #expect(bad.status == 1)
        #expect(bad.stderr == "error: unknown command 'nera'; did you mean 'near'? (type 'help' for all commands)\n"
                || bad.stderr == "error: unknown command 'nera' (type 'help' for all commands)\n")
    }

    @Test func pipedStdinHasNoPromptAndNoEscapes() throws {
        let sandbox = Sandbox()
        let script = """
        # a comment line

        at Kallio   # trailing comment
        where
        """
        let r = try sandbox.run([], stdin: script)
        #expect(r.status == 0)
        #expect(r.stdout == "Location set to Kallio (60.18410, 24.94970).\nYou are at Kallio (60.18410, 24.94970).\n")
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(!r.stdout.contains("lunch>"))
    }

    @Test func pipedStdinGoesOnAfterAnErrorAndFailsAtTheEnd() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run([], stdin: "at \"Kallio\nwhere\n")
        #expect(r.status == 1)
        #expect(r.stderr == "error: unbalanced quote: the double quote (\") is never closed\n")
        #expect(r.stdout.hasPrefix("No location set; using the busiest part of the catalog ("))
    }

    @Test func jsonIsOneObjectPerCommand() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--json", "-c", "at Kamppi; where; at 0,999; history; quit"])
        #expect(r.status == 1)
        #expect(r.stdout == """
        {"command":"at","lat":60.1685,"lon":24.9315,"name":"Kamppi"}
        {"command":"where","lat":60.1685,"lon":24.9315,"name":"Kamppi"}
        {"command":"at","error":"longitude 999 is out of range: it must be between -180 and 180"}
        {"command":"history","entries":[]}
        {"command":"quit","ok":true}

        """)
        #expect(r.stderr == "")
        for line in r.stdout.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
        }
    }

    @Test func helpAndVersion() throws {
        let sandbox = Sandbox()
        let version = try sandbox.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "lunch 0.1.0\nSample data © OpenStreetMap contributors, ODbL.\n")
        let help = try sandbox.run(["--help"])
        #expect(help.status == 0)
        for command in ["  near ", "  search ", "  show ", "  history ", "  at ", "  where ", "  quit", "  import ", "  sync ",
                        "  stats ", "--state-dir", "--json", "--now", "© OpenStreetMap contributors"] {
            #expect(help.stdout.contains(command))
        }
    }

    @Test func badOptionsExitWithTwo() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--bogus"])
        #expect(r.status == 2)
        #expect(r.stderr == "lunch: Unknown option '--bogus' (see 'lunch --help')\n")
        let now = try sandbox.run(["--now", "yesterday", "where"])
        #expect(now.status == 2)
        #expect(now.stderr == "lunch: --now 'yesterday' is not a local time like 2026-11-21T12:30\n")
        let variable = try sandbox.run(["where"], extra: ["LUNCH_NOW": "garbage"])
        #expect(variable.status == 2)
        #expect(variable.stderr == "lunch: LUNCH_NOW 'garbage' is not a local time like 2026-11-21T12:30\n")
    }

    /// Issue 29: `--now 99999-…` was taken (a year of five digits, whose dates do not read
    /// back as YYYY-MM-DD); years outside 1900–9999 are one line and status 2.
    @Test(arguments: ["99999-06-02T12:00", "0999-06-02T12:00", "10000-01-01T00:00Z"])
    func aYearOutOfRangeIsOneLine(_ text: String) throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--now", text, "-c", "where"])
        #expect(r.status == 2)
        #expect(r.stderr == "lunch: --now '\(text)' is out of range: the year must be from 1900 to 9999\n")
        #expect(r.stdout == "")
        let variable = try sandbox.run(["where"], extra: ["LUNCH_NOW": text])
        #expect(variable.stderr == "lunch: LUNCH_NOW '\(text)' is out of range: the year must be from 1900 to 9999\n")
        #expect(try sandbox.run(["--now", "9999-12-31T23:59", "-c", "where"]).status == 0)
        #expect(try sandbox.run(["--now", "1900-01-01T00:00", "-c", "where"]).status == 0)
    }

    /// Issue 29: a `team join` line recalled from the history holds `password=…` (the form
    /// the history keeps); it is not sent as the password, and says to type it again.
    @Test func aRecalledMaskedPasswordIsOneLineAndNothingIsSent() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "team join \"host=127.0.0.1 port=9 dbname=lunch password=…\" --as alice; team"])
        #expect(r.status == 1)
        #expect(r.stderr == "error: the password in this line is 'password=…', the form the history keeps instead of the real one:"
                + " type the line again with the password (or keep it in ~/.pgpass and leave it out)\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/team.json"))
    }

    /// Issue 29: a state folder lunch may not write in named `state.json.lock`; the error
    /// names the state file and its folder and says what to do (run as another user when
    /// the tests run as root, whom permissions do not stop).
    @Test func aReadOnlyStateFolderNamesTheStateFileAndWhatToDo() throws {
        let sandbox = Sandbox()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.stateDir)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.stateDir) }
        let process = Process()
        let asOther = getuid() == 0
        process.executableURL = URL(fileURLWithPath: asOther ? "/usr/bin/setpriv" : LunchBinary.path)
        process.arguments = (asOther ? ["--reuid=65534", "--regid=65534", "--clear-groups", LunchBinary.path] : [])
            + ["-c", "at 60.17,24.94"]
        process.environment = sandbox.environment()
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let state = sandbox.stateDir + "/state.json"
        #expect(errors == "error: cannot save \(state): permission denied: lunch cannot write in \(sandbox.stateDir)"
                + " (make it writable, or start lunch with --state-dir DIR); nothing was changed\n")
    }

    @Test func stateDirOptionAndXDG() throws {
        let sandbox = Sandbox()
        _ = try sandbox.run(["--state-dir", sandbox.folder + "/elsewhere", "at", "Kamppi"])
        #expect(FileManager.default.fileExists(atPath: sandbox.folder + "/elsewhere/state.json"))
        _ = try sandbox.run(["at", "Kallio"], extra: ["LUNCH_STATE_DIR": "", "XDG_DATA_HOME": sandbox.folder + "/xdg"])
        #expect(FileManager.default.fileExists(atPath: sandbox.folder + "/xdg/lunch/state.json"))
        _ = try sandbox.run(["at", "Kallio"], extra: ["LUNCH_STATE_DIR": ""])
        #expect(FileManager.default.fileExists(atPath: sandbox.folder + "/.local/share/lunch/state.json"))
    }

    @Test func aDamagedStateFileIsSetAsideWithOneLine() throws {
        let sandbox = Sandbox()
        try "{ this is not json".write(toFile: sandbox.stateDir + "/state.json", atomically: true, encoding: .utf8)
        let r = try sandbox.run(["-c", "where; at Kamppi"])
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("note: the saved state could not be read; it was moved to \(sandbox.stateDir)/state.json.damaged-") == true)
        let aside = try FileManager.default.contentsOfDirectory(atPath: sandbox.stateDir).filter { $0.contains("damaged") }
        #expect(aside.count == 1)
        let kept = try String(contentsOfFile: sandbox.stateDir + "/" + aside[0], encoding: .utf8)
        #expect(kept == "{ this is not json")
    }

    @Test func completionScriptsForThreeShellsAndBashCompletesACommand() throws {
        let sandbox = Sandbox()
        for shell in ["bash", "zsh", "fish"] {
            let r = try sandbox.run(["--generate-completion-script", shell])
            #expect(r.status == 0)
            #expect(r.stdout.contains("near"))
            #expect(r.stdout.contains("search"))
            try r.stdout.write(toFile: sandbox.folder + "/lunch." + shell, atomically: true, encoding: .utf8)
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/bash")
        let script = sandbox.folder + "/lunch.bash"
        check.arguments = ["-c", "bash -n '\(script)' && source '\(script)' && COMP_WORDS=(lunch ne) COMP_CWORD=1 COMP_LINE='lunch ne' COMP_POINT=8 && _lunch lunch ne lunch && echo \"${COMPREPLY[*]}\""]
        let out = Pipe()
        check.standardOutput = out
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "near\n")
        let bad = try sandbox.run(["--generate-completion-script", "tcsh"])
        #expect(bad.status == 2)
    }

    @Test func theManualListsEveryShellCommand() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manual = try String(contentsOf: root.appendingPathComponent("Resources/lunch.1"), encoding: .utf8)
        let help = try Sandbox().run(["--help"]).stdout
        let names = help.components(separatedBy: "SUBCOMMANDS:").last?.split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil }
            .filter { $0.allSatisfy { $0.isLowercase || $0 == "," } } ?? []
        #expect(names.count >= 20)
        for name in names {
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: ","))
            #expect(manual.contains(".It Em \(bare)") || manual.contains("\(bare)"), "the manual lacks \(bare): regenerate it (README)")
        }
    }

    @Test func eventsGoToALocalFileAndAnUnwritableOneIsOneWarning() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--events", sandbox.folder + "/ev.jsonl", "-c", "where; nosuch"])
        #expect(r.status == 1)
        let lines = try String(contentsOfFile: sandbox.folder + "/ev.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        let viaEnvironment = try sandbox.run(["-c", "where"], extra: ["LUNCH_EVENTS": sandbox.folder + "/env.jsonl"])
        #expect(viaEnvironment.status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.folder + "/env.jsonl"))
        let bad = try sandbox.run(["--events", sandbox.folder + "/missing/ev.jsonl", "-c", "where; where"])
        #expect(bad.status == 0)
        #expect(bad.stderr == "warning: cannot write the event log \(sandbox.folder)/missing/ev.jsonl; events are off for this session\n")
        #expect(bad.stdout.split(separator: "\n").count == 2)
    }
}
