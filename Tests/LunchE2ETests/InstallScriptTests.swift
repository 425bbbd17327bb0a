import Foundation
import Testing

/// `.ci/install`: the release build itself takes minutes, so it is checked by hand (see
/// the README); here the dry run, and a real install of the lunch `swift test` built
/// (`--from`) into a temporary PREFIX.
@Suite struct InstallScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func install(_ arguments: [String], sandbox: Sandbox) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root + "/.ci/install"] + arguments
        process.environment = sandbox.environment()
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func shell(_ script: String, sandbox: Sandbox) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = sandbox.environment()
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aDryRunShowsTheStaticReleaseBuildAndEveryFileAndChangesNothing() throws {
        let sandbox = Sandbox()
        let prefix = sandbox.folder + "/prefix"
        let r = try install(["--dry-run", prefix], sandbox: sandbox)
        #expect(r.status == 0)
        #expect(r.stdout.contains("swift build --package-path \(Self.root) -c release --static-swift-stdlib"))
        for file in ["bin/lunch", "lib/lunch/lunch", "lib/lunch/lunch_LunchResources.resources",
                     "share/man/man1/lunch.1", "share/bash-completion/completions/lunch",
                     "share/zsh/site-functions/_lunch", "share/fish/vendor_completions.d/lunch.fish"] {
            #expect(r.stdout.contains(prefix + "/" + file), "the dry run does not mention \(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: prefix))
        // The default PREFIX is ~/.local.
        let home = try install(["--dry-run"], sandbox: sandbox)
        #expect(home.stdout.contains(sandbox.folder + "/.local/bin/lunch"))
        #expect(try install(["--bogus"], sandbox: sandbox).status == 2)
    }

    @Test func installsTheBinaryTheManualAndCompletionsThatWork() throws {
        let sandbox = Sandbox()
        let prefix = sandbox.folder + "/prefix"
        let built = URL(fileURLWithPath: LunchBinary.path).deletingLastPathComponent().path
        for _ in 0..<2 {  // installing again over an installation works too
            let r = try install(["--from", built, prefix], sandbox: sandbox)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.hasPrefix("installed lunch 0.1.0:"))
        }
        let lunch = prefix + "/bin/lunch"
        // It runs from anywhere and finds its sample catalog beside the binary.
        let shown = try shell("cd / && '\(lunch)' -c 'show osm:node/247416118'", sandbox: sandbox)
        #expect(shown.hasPrefix("Jääpuiston kahvila  osm:node/247416118"))
        let manual = try String(contentsOfFile: prefix + "/share/man/man1/lunch.1", encoding: .utf8)
        #expect(manual == (try String(contentsOfFile: Self.root + "/Resources/lunch.1", encoding: .utf8)))
        let completion = prefix + "/share/bash-completion/completions/lunch"
        let completed = try shell("source '\(completion)' && COMP_WORDS=(lunch ne) COMP_CWORD=1 COMP_LINE='lunch ne' COMP_POINT=8 && _lunch lunch ne lunch && echo \"${COMPREPLY[*]}\"", sandbox: sandbox)
        #expect(completed == "near\n")
        #expect(try String(contentsOfFile: prefix + "/share/zsh/site-functions/_lunch", encoding: .utf8).hasPrefix("#compdef lunch"))
        #expect(try String(contentsOfFile: prefix + "/share/fish/vendor_completions.d/lunch.fish", encoding: .utf8).contains("complete -c 'lunch'"))
    }
}
