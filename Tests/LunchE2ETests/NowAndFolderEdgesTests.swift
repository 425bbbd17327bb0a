import Foundation
import Testing

/// Issue 29, round 2: `--now` refuses a moment past the year 9999 on this machine and
/// digits other than ASCII's; a state folder lunch cannot write in is named even when its
/// files can be written.
@Suite struct NowAndFolderEdgesTests {
    /// `9999-12-31T23:59` in America/Adak (UTC-10) is already 10000-01-01 in UTC, as the
    /// visits are saved: it was taken, and a rating saved the year 10000.
    @Test(arguments: ["9999-12-31T23:59", "9999-12-31T14:00"])
    func aWallClockPastTheYear9999InUTCIsOutOfRange(_ text: String) throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--now", text, "-c", "at 60.17,24.94"], extra: ["TZ": "America/Adak"])
        #expect(r.status == 2)
        #expect(r.stderr == "lunch: --now '\(text)' is out of range: the year must be from 1900 to 9999\n")
        #expect(r.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: sandbox.stateDir + "/state.json"))
        // The last minute that is still 9999 in UTC there is taken.
        #expect(try sandbox.run(["--now", "9999-12-31T13:59", "-c", "where"], extra: ["TZ": "America/Adak"]).status == 0)
    }

    @Test(arguments: ["２０２６-11-21T12:30", "2026-11-21T１２:30", "٢٠٢٦-11-21T12:30"])
    func digitsOtherThanASCIIAreRefused(_ text: String) throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["--now", text, "-c", "where"])
        #expect(r.status == 2)
        #expect(r.stderr == "lunch: --now '\(text)' is not a local time like 2026-11-21T12:30 (digits 0-9 in ASCII only)\n")
        let variable = try sandbox.run(["where"], extra: ["LUNCH_NOW": text])
        #expect(variable.status == 2)
        #expect(variable.stderr == "lunch: LUNCH_NOW '\(text)' is not a local time like 2026-11-21T12:30 (digits 0-9 in ASCII only)\n")
    }

    /// A state folder nobody may write in whose `state.json` and lock are writable: the
    /// journal cannot be made beside them, and the error named only the journal.
    @Test func aFolderNobodyCanWriteWithWritableFilesIsNamed() throws {
        let sandbox = Sandbox()
        let other: uid_t = 65534
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.folder)
        _ = try sandbox.run(["-c", "at 60.17,24.94"])
        for name in ["state.json", "state.json.lock"] {
            #expect(chown(sandbox.stateDir + "/" + name, other, gid_t(other)) == 0 || getuid() != 0)
            try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: sandbox.stateDir + "/" + name)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.stateDir)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.stateDir) }
        let process = Process()
        // Root is not stopped by permissions: run as nobody then.
        let asOther = getuid() == 0
        process.executableURL = URL(fileURLWithPath: asOther ? "/usr/bin/setpriv" : LunchBinary.path)
        process.arguments = (asOther ? ["--reuid=65534", "--regid=65534", "--clear-groups", LunchBinary.path] : [])
            + ["-c", "at 60.18,24.94"]
        process.environment = sandbox.environment()
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(errors == "error: cannot save \(sandbox.stateDir)/state.json.journal: permission denied: lunch cannot write in "
                + "\(sandbox.stateDir) (make it writable); nothing was changed\n")
    }
}
