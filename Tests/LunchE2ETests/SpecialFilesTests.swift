import Foundation
import Testing

/// Files that are not regular files, or are huge, as a user meets them: `import
/// /dev/zero`, a fifo nobody writes, a 20 GB sparse file, links to them, and the same
/// things in place of the state dir's files. One line each, at once; nothing replaced.
@Suite struct SpecialFilesTests {
    /// Runs `lunch ARGUMENTS` in `folder` with at most 2 GB of address space (a regression
    /// that reads /dev/zero ends there, not in the machine's memory) and a 60 s watchdog
    /// (one that waits for a fifo's writer fails instead of hanging the run).
    func run(_ sandbox: Sandbox, in folder: String? = nil, _ arguments: [String], extra: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        try sandbox.run(arguments, extra: extra, folder: folder, memoryLimitKB: 2_000_000, watchdog: 60)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func size(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : -1
    }

    /// A sparse file of `bytes` (no disk used).
    func sparse(_ path: String, _ bytes: Int) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, off_t(bytes)) == 0)
    }

    static let onePlace = #"{"elements":[{"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"name":"Soup Kitchen","amenity":"restaurant"}}]}"#

    @Test func importReadsOnlyRegularFilesUpToTheCap() throws {
        let sandbox = Sandbox()
        let dir = sandbox.folder
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try sparse(dir + "/big.json", 20 << 30)
        symlink("/dev/zero", dir + "/zero.json")
        try Self.onePlace.write(toFile: dir + "/real.json", atomically: false, encoding: .utf8)
        symlink("real.json", dir + "/link.json")
        let started = Date()
        let r = try run(sandbox, ["-c", "import /dev/zero; import /dev/urandom; import fifo; import big.json; import zero.json; import link.json"])
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(r.status == 1)
        #expect(r.stderr == """
            error: cannot import /dev/zero: it is a character device, not a regular file; nothing was changed
            error: cannot import /dev/urandom: it is a character device, not a regular file; nothing was changed
            error: cannot import fifo: it is a fifo, not a regular file; nothing was changed
            error: cannot import big.json: it is too large (20 GB; lunch reads at most 4 GB from such a file); nothing was changed
            error: cannot import zero.json: it is a character device, not a regular file; nothing was changed

            """)
        #expect(r.stdout.hasPrefix("Imported link.json (Overpass API JSON): 1 added, 0 updated"))
        #expect(kind(dir + "/fifo") == S_IFIFO)
        #expect(kind(dir + "/zero.json") == S_IFLNK)
    }

    @Test func dataReadsOnlyRegularFilesUpToTheCap() throws {
        let sandbox = Sandbox()
        let dir = sandbox.folder
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try sparse(dir + "/big.json", 20 << 30)
        try Self.onePlace.write(toFile: dir + "/real.json", atomically: false, encoding: .utf8)
        symlink("real.json", dir + "/link.json")
        for (file, reason) in [("/dev/zero", "it is a character device, not a regular file"),
                               ("fifo", "it is a fifo, not a regular file"),
                               ("big.json", "it is too large (20 GB; lunch reads at most 4 GB from such a file)")] {
            let r = try run(sandbox, ["--data", file, "where"])
            #expect(r.status == 1, "\(file)")
            #expect(r.stderr == "lunch: cannot use \(file) as a catalog: \(reason)\n")
        }
        let r = try run(sandbox, ["--data", "link.json", "search", "soup"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Soup Kitchen"))
    }

    /// In the state dir: said once at start, lunch goes on (sample catalog, empty state,
    /// no history), and the user's fifo, link or huge file stays exactly as it was.
    @Test func stateDirFilesThatCannotBeReadAreSaidAndLeft() throws {
        let sandbox = Sandbox()
        let state = sandbox.stateDir
        #expect(mkfifo(state + "/catalog.lunchcat", 0o644) == 0)
        symlink("/dev/zero", state + "/state.json")
        #expect(mkfifo(state + "/history", 0o644) == 0)
        try Self.onePlace.write(toFile: sandbox.folder + "/real.json", atomically: false, encoding: .utf8)
        let r = try run(sandbox, ["-c", "where; fav osm:node/59622323; import real.json; search maya"])
        #expect(r.status == 1)
        #expect(r.stderr == """
            warning: cannot read \(state)/state.json: it is a character device, not a regular file; starting with empty state, and changes cannot be saved until that is fixed
            warning: cannot read the saved catalog \(state)/catalog.lunchcat: it is a fifo, not a regular file; nothing was changed; lunch uses the Helsinki sample
            warning: cannot read \(state)/history: it is a fifo, not a regular file; the history is off for this session (the file is left as it is)
            error: cannot read \(state)/state.json: it is a character device, not a regular file
            error: cannot read the saved catalog \(state)/catalog.lunchcat: it is a fifo, not a regular file; nothing was changed

            """)
        #expect(r.stdout.contains("No location set; using the busiest part of the catalog"))
        #expect(r.stdout.contains("Maya Bar & Grill"))  // the sample
        #expect(kind(state + "/catalog.lunchcat") == S_IFIFO)
        #expect(kind(state + "/state.json") == S_IFLNK)
        #expect(kind(state + "/history") == S_IFIFO)
    }

    @Test func hugeStateDirFilesAreSaidAndLeft() throws {
        let sandbox = Sandbox()
        let state = sandbox.stateDir
        try sparse(state + "/catalog.lunchcat", 20 << 30)
        try sparse(state + "/state.json", 1 << 30)
        let r = try run(sandbox, ["-c", "where"])
        #expect(r.status == 0)
        #expect(r.stderr == """
            warning: cannot read \(state)/state.json: it is too large (1 GB; lunch reads at most 64 MB from such a file); starting with empty state, and changes cannot be saved until that is fixed
            warning: cannot read the saved catalog \(state)/catalog.lunchcat: it is too large (20 GB; lunch reads at most 4 GB from such a file); nothing was changed; lunch uses the Helsinki sample

            """)
        #expect(size(state + "/catalog.lunchcat") == 20 << 30)
        #expect(size(state + "/state.json") == 1 << 30)
    }
}
