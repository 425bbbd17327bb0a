import Foundation
import Testing

/// On a real pseudo-terminal, output taller than the screen goes to the pager, started
/// through `sh -c` with the text on its standard input (a small script stands in for
/// `less` and records what it got and the terminal it ran on); a short answer, `-c`
/// and `pager off` print directly, and a pager that cannot start prints directly too.
@Suite struct PagerE2ETests {
    /// A pager that saves its input as pages/N.txt and the terminal size as pages/N.size.
    static func recordingPager(in sandbox: Sandbox) throws -> String {
        let path = sandbox.folder + "/pager.sh"
        let script = """
        #!/bin/sh
        dir="$(dirname "$0")/pages"
        mkdir -p "$dir"
        n=$(ls "$dir" | grep -c '\\.txt$')
        cat > "$dir/$n.txt"
        stty size < /dev/tty > "$dir/$n.size"
        echo "[paged $n]"

        """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return Self.command(path)
    }

    /// The pager command for a script: read by `sh`, not executed, so a test that forks at
    /// the same moment (holding the script's write descriptor) cannot make it "Text file busy".
    static func command(_ script: String) -> String { "/bin/sh '\(script)'" }

    static func page(_ n: Int, in sandbox: Sandbox) -> (text: String, size: String)? {
        let base = sandbox.folder + "/pages/\(n)"
        guard let text = try? String(contentsOfFile: base + ".txt", encoding: .utf8) else { return nil }
        let size = (try? String(contentsOfFile: base + ".size", encoding: .utf8)) ?? ""
        return (text, size.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func pages(in sandbox: Sandbox) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.folder + "/pages")) ?? []).filter { $0.hasSuffix(".txt") }.count
    }

    @Test(arguments: [(UInt16(80), UInt16(24), "LUNCH_PAGER"), (UInt16(120), UInt16(40), "PAGER")])
    func tallOutputGoesToThePagerAndShortOutputDoesNot(columns: UInt16, rows: UInt16, variable: String) throws {
        let sandbox = Sandbox()
        let pager = try Self.recordingPager(in: sandbox)
        var environment = ["LANG": "C.UTF-8", variable: pager]
        // LUNCH_PAGER wins over PAGER; PAGER is used when LUNCH_PAGER is not set.
        if variable == "LUNCH_PAGER" { environment["PAGER"] = "/bin/false" }
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"], environment: sandbox.environment(environment),
                                     columns: columns, rows: rows)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)

        tty.send("help\r")
        try tty.waitFor("[paged 0]", timeout: 30)
        try tty.waitForPrompt(timeout: 30)
        let help = try #require(Self.page(0, in: sandbox))
        #expect(help.size == "\(rows) \(columns)")
        let plain = PseudoTerminal.stripEscapes(help.text)
        let helpLines = plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(helpLines.count > Int(rows) - 1, "\(plain)")
        #expect(plain.contains("\n  near") && plain.contains("\n  pager"), "\(plain)")
        #expect(helpLines.allSatisfy { ScreenFitTests.cells(String($0)) <= Int(columns) })

        tty.send("near 1500\r")
        try tty.waitFor("[paged 1]", timeout: 30)
        try tty.waitForPrompt(timeout: 30)
        let near = try #require(Self.page(1, in: sandbox))
        #expect(near.text.contains("more: type 'more'"), "\(near.text)")
        #expect(PseudoTerminal.stripEscapes(near.text).split(separator: "\n").count > Int(rows))

        // A short answer is printed, not paged.
        let whereLines = try ScreenFitTests.run("where", on: tty)
        #expect(!whereLines.isEmpty && !whereLines.joined().contains("[paged"))
        #expect(Self.pages(in: sandbox) == 2)

        // `pager off`: help is printed directly.
        _ = try ScreenFitTests.run("pager off", on: tty)
        let printed = try ScreenFitTests.run("help", on: tty)
        #expect(printed.contains { $0.hasPrefix("  near") }, "\(printed)")
        #expect(Self.pages(in: sandbox) == 2)
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func dashCAndAPagerThatCannotStartPrintDirectly() throws {
        let sandbox = Sandbox()
        let pager = try Self.recordingPager(in: sandbox)
        // -c on a terminal: never paged.
        let once = try PseudoTerminal(arguments: ["-c", "help"], environment: sandbox.environment(["LUNCH_PAGER": pager]),
                                      columns: 80, rows: 24)
        #expect(try once.waitForExit(timeout: 30) == 0)
        #expect(once.screenText.contains("\n  near"))
        #expect(Self.pages(in: sandbox) == 0)

        // A pager that is not there: the help is printed all the same.
        let tty = try PseudoTerminal(environment: sandbox.environment(["LUNCH_PAGER": sandbox.folder + "/no-such-pager"]),
                                     columns: 80, rows: 24)
        try tty.waitForPrompt()
        let lines = try ScreenFitTests.run("help", on: tty)
        #expect(lines.contains { $0.hasPrefix("  near") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  quit") })
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A pager that is not there (`LUNCH_PAGER` naming no program; `less`, the default, not
    /// on `PATH`) is named once, in one line on standard error, and tall output is printed
    /// directly (before: the shell's `sh: 1: …: not found` came with every tall answer).
    @Test(arguments: [("no-such-pager-h25", true), ("less", false)])
    func aMissingPagerIsNamedOnce(program: String, set: Bool) throws {
        let sandbox = Sandbox()
        var environment = sandbox.environment(set ? ["LUNCH_PAGER": program] : [:])
        if !set {
            environment["PAGER"] = nil
            environment["PATH"] = sandbox.folder
        }
        let tty = try PseudoTerminal(environment: environment, columns: 80, rows: 24)
        try tty.waitForPrompt()
        for _ in 0..<2 {
            let lines = try ScreenFitTests.run("help", on: tty)
            #expect(lines.contains { $0.hasPrefix("  near") } && lines.contains { $0.hasPrefix("  quit") }, "\(lines)")
        }
        let screen = tty.screenText
        #expect(screen.components(separatedBy: "warning: pager '\(program)' not found").count == 2, "\(screen)")
        #expect(!screen.contains("sh: "), "\(screen)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A terminal that is dumb or unknown (`TERM=dumb`, empty or unset): `less` there only
    /// warns "terminal is not fully functional" and waits for Return, so tall output is
    /// printed directly, as `find` treats TERM=dumb as no terminal. The pager set is not run.
    @Test(arguments: ["dumb", "", nil] as [String?])
    func aDumbOrUnknownTerminalGetsNoPager(term: String?) throws {
        let sandbox = Sandbox()
        let pager = try Self.recordingPager(in: sandbox)
        var environment = sandbox.environment(["LUNCH_PAGER": pager])
        environment["TERM"] = term
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"], environment: environment, columns: 80, rows: 24)
        try tty.waitForPrompt()
        let help = try ScreenFitTests.run("help", on: tty)
        #expect(help.contains { $0.hasPrefix("  near") } && help.contains { $0.hasPrefix("  quit") }, "\(help)")
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        let near = try ScreenFitTests.run("near 1500", on: tty)
        #expect(near.count > 24 && near.joined().contains("more: type 'more'"), "\(near)")
        #expect(Self.pages(in: sandbox) == 0)
        #expect(!tty.screenText.contains("[paged"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A pager that ends with a failure (a command that fails, a bad quote) may have shown
    /// nothing: the text is printed all the same.
    @Test(arguments: ["false", "exit 3", "less -FRX 'x"])
    func aPagerThatFailsPrintsDirectly(command: String) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LUNCH_PAGER": command]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        let lines = try ScreenFitTests.run("help", on: tty)
        #expect(lines.contains { $0.hasPrefix("  near") } && lines.contains { $0.hasPrefix("  quit") }, "\(lines)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// As git does, `less` gets `LESS=FRX` when `LESS` is not set (colour codes shown as
    /// colour, short text left on the screen); a `LESS` of the user's own is kept.
    @Test(arguments: [nil, "-S"] as [String?])
    func lessGetsItsOptionsUnlessTheUserSetThem(own: String?) throws {
        let sandbox = Sandbox()
        let path = sandbox.folder + "/pager.sh"
        try "#!/bin/sh\nprintf '%s' \"${LESS-unset}\" > \"$(dirname \"$0\")/less.txt\"\ncat > /dev/null\necho '[paged]'\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        var environment = ["LUNCH_PAGER": Self.command(path)]
        if let own { environment["LESS"] = own }
        let tty = try PseudoTerminal(environment: sandbox.environment(environment), columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("help\r")
        try tty.waitFor("[paged]", timeout: 30)
        try tty.waitForPrompt(timeout: 30)
        let less = try String(contentsOfFile: sandbox.folder + "/less.txt", encoding: .utf8)
        #expect(less == (own ?? "FRX"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// Ctrl-C in a slow pager (its `sh -c` ends by SIGINT before it showed anything): the
    /// next prompt starts a line of its own, not after the terminal's `^C` (`^Clunch>`).
    @Test func ctrlCInASlowPagerLeavesThePromptOnALineOfItsOwn() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LUNCH_PAGER": "sleep 30; cat"]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("help\r")
        try tty.waitFor("help", timeout: 10)
        Thread.sleep(forTimeInterval: 1.5)
        tty.send("\u{3}")
        let after = try tty.waitFor("lunch> ", timeout: 30)
        #expect(!after.contains("^Clunch>"), "\(after.debugDescription)")
        let promptLine = after.components(separatedBy: "\n").last?.replacingOccurrences(of: "\r", with: "")
        #expect(promptLine == "lunch> ", "\(after.debugDescription)")
        try tty.waitForEditing(timeout: 10)
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
