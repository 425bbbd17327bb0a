import Foundation
import Testing

/// `.ci/setup` installs only what is missing: run against a stand-in `apt-get` (first on
/// PATH) that records what it was asked and "installs" PostgreSQL into a temporary folder.
@Suite struct SetupScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    struct Stage {
        let folder = NSTemporaryDirectory() + "lunch-setup-\(UUID().uuidString)"
        var bin: String { folder + "/bin" }
        var log: String { folder + "/apt.log" }
        /// Where the stand-in installs `initdb` (`pg/15/bin`).
        var postgres: String { folder + "/pg" }
        /// Where the script looks for pgbouncer, and for the policy that keeps services down.
        var pgbouncer: String { folder + "/pgbouncer" }
        var policy: String { folder + "/policy-rc.d" }

        init() throws {
            try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/pg", withIntermediateDirectories: true)
            let apt = """
                #!/bin/bash
                echo "apt-get $*" >> '\(folder)/apt.log'
                case "$*" in *" install "*postgresql*) mkdir -p '\(folder)/pg/15/bin'; printf '#!/bin/sh\\n' > '\(folder)/pg/15/bin/initdb'; chmod +x '\(folder)/pg/15/bin/initdb';; esac
                """
            try apt.write(toFile: bin + "/apt-get", atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/apt-get")
        }

        /// Runs the script; `realPath`: the machine's PATH after the stand-in (initdb may be
        /// on it); else only swift, pkg-config and the basics, so that initdb is not found.
        func run(realPath: Bool, postgresGlob: String, pgbouncerThere: Bool = true) throws -> (status: Int32, log: String) {
            if pgbouncerThere { try Self.script("#!/bin/sh\n", at: pgbouncer) }
            var path = bin
            if realPath {
                path += ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            } else {
                for tool in ["swift", "pkg-config", "id", "mkdir", "chmod"] {
                    if let found = Self.which(tool) {
                        try? FileManager.default.createSymbolicLink(atPath: bin + "/" + tool, withDestinationPath: found)
                    }
                }
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [SetupScriptTests.root + "/.ci/setup"]
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            environment["LUNCH_SETUP_PG_BIN_GLOB"] = postgresGlob
            environment["LUNCH_SETUP_PGBOUNCER"] = pgbouncer
            environment["LUNCH_SETUP_POLICY_RC"] = policy
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }

        /// An executable file.
        static func script(_ text: String, at path: String) throws {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }

        static func which(_ tool: String) -> String? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            return path.split(separator: ":").map { "\($0)/\(tool)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
    }

    @Test func doesNothingWhenEverythingIsThere() throws {
        let stage = try Stage()
        defer { try? FileManager.default.removeItem(atPath: stage.folder) }
        // PostgreSQL "installed" where Debian puts it, whatever this machine has.
        try FileManager.default.createDirectory(atPath: stage.postgres + "/15/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(toFile: stage.postgres + "/15/bin/initdb", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stage.postgres + "/15/bin/initdb")
        try #require(Stage.which("pkg-config") != nil, "pkg-config is needed to build lunch")
        let result = try stage.run(realPath: true, postgresGlob: stage.postgres + "/*/bin")
        #expect(result.status == 0)
        #expect(result.log.isEmpty, "apt-get was run: \(result.log)")
    }

    @Test func installsPostgreSQLWhenInitdbIsNowhere() throws {
        let stage = try Stage()
        defer { try? FileManager.default.removeItem(atPath: stage.folder) }
        try #require(Stage.which("pkg-config") != nil, "pkg-config is needed to build lunch")
        let result = try stage.run(realPath: false, postgresGlob: stage.postgres + "/*/bin")
        #expect(result.status == 0)
        let lines = result.log.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(" update") == true, "apt-get update first: \(lines)")
        #expect(lines.last?.contains(" install ") == true && lines.last?.hasSuffix("postgresql") == true,
                "then postgresql (and nothing else: libedit is there): \(lines)")
        #expect(lines.last?.contains("libedit-dev") == false)
        #expect(lines.allSatisfy { $0.contains("DPkg::Lock::Timeout=300") })
    }

    /// Issue 27: pgbouncer on a machine with PostgreSQL's packages but no `postgres` user:
    /// the user is made in the existing group first, no service may start while it
    /// installs, and an install left half-configured is finished.
    @Test func installsPgBouncerWithTheWorkarounds() throws {
        let stage = try Stage()
        defer { try? FileManager.default.removeItem(atPath: stage.folder) }
        try FileManager.default.createDirectory(atPath: stage.postgres + "/15/bin", withIntermediateDirectories: true)
        try Stage.script("#!/bin/sh\n", at: stage.postgres + "/15/bin/initdb")
        try #require(Stage.which("pkg-config") != nil, "pkg-config is needed to build lunch")
        let log = stage.log, bin = stage.bin
        // apt-get leaves pgbouncer half-configured (its post-install script failed) and says
        // whether the policy was in place; dpkg --configure finishes it.
        try Stage.script("""
            #!/bin/bash
            echo "apt-get $* policy=$(tail -n 1 '\(stage.policy)' 2>/dev/null)" >> '\(log)'
            case "$*" in *" install "*pgbouncer*) touch '\(stage.folder)/half'; exit 100;; esac
            """, at: bin + "/apt-get")
        try Stage.script("""
            #!/bin/bash
            [ -f '\(stage.folder)/half' ] && echo "install ok half-configured" || echo "install ok installed"
            """, at: bin + "/dpkg-query")
        try Stage.script("""
            #!/bin/bash
            echo "dpkg $*" >> '\(log)'
            rm -f '\(stage.folder)/half'; printf '#!/bin/sh\\n' > '\(stage.pgbouncer)'; chmod +x '\(stage.pgbouncer)'
            """, at: bin + "/dpkg")
        try Stage.script("#!/bin/bash\n[ \"$1\" = postgres ] && exit 1\nexec /usr/bin/id \"$@\"\n", at: bin + "/id")
        try Stage.script("#!/bin/bash\n[ \"$*\" = \"group postgres\" ] && echo postgres:x:104: && exit 0\nexit 2\n",
                         at: bin + "/getent")
        try Stage.script("#!/bin/bash\necho \"useradd $*\" >> '\(log)'\n", at: bin + "/useradd")
        let result = try stage.run(realPath: true, postgresGlob: stage.postgres + "/*/bin", pgbouncerThere: false)
        #expect(result.status == 0)
        let lines = result.log.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        guard lines.count == 4 else { return }
        #expect(lines[0] == "useradd --system --home-dir /var/lib/postgresql --shell /bin/bash -g postgres postgres")
        #expect(lines[1].contains(" update"))
        #expect(lines[2].contains(" install ") && lines[2].contains("pgbouncer") && lines[2].hasSuffix("policy=exit 101"),
                "installed with the policy in place: \(lines[2])")
        #expect(lines[3] == "dpkg --configure pgbouncer")
        #expect(!FileManager.default.fileExists(atPath: stage.policy), "the policy it made is removed after")
        #expect(FileManager.default.isExecutableFile(atPath: stage.pgbouncer))
        // Again: everything is there, nothing is run.
        try FileManager.default.removeItem(atPath: log)
        let again = try stage.run(realPath: true, postgresGlob: stage.postgres + "/*/bin", pgbouncerThere: false)
        #expect(again.status == 0)
        #expect(again.log.isEmpty, "\(again.log)")
    }
}
