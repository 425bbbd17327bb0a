import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// Opens links as other terminal programs do: with the first command of `BROWSER` (a
/// `:`-separated list; `%s` in a command stands for the link, else the link is its last
/// word) that is there, else with `xdg-open` when it is on the PATH, its output discarded.
/// It waits for the opener up to `patience`: one that ends with a failure status by then
/// has failed (the next command of `BROWSER` is tried, and if all fail, it says so); one
/// still running (a browser started in the foreground) has opened the link.
public struct SystemLinkOpener: LinkOpener {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// How long an opener is waited for to say whether it failed.
    static let patience = 2.0

    public func open(_ link: String) throws -> String? {
        var failure: LinkOpenerFailed?
        for command in (environment["BROWSER"] ?? "").split(separator: ":") {
            var words = command.split(separator: " ").map(String.init)
            guard let name = words.first, let program = executable(name) else { continue }
            if words.contains(where: { $0.contains("%s") }) {
                words = words.map { $0.replacingOccurrences(of: "%s", with: link) }
            } else {
                words.append(link)
            }
            let shortName = (name as NSString).lastPathComponent
            switch start(program, Array(words.dropFirst())) {
            case .some(0): return shortName
            case .some(let status): failure = LinkOpenerFailed(program: shortName, status: status)
            case nil: continue
            }
        }
        if let failure { throw failure }
        guard let opener = executable("xdg-open") else { return nil }
        switch start(opener, [link]) {
        case .some(0): return "xdg-open"
        case .some(let status): throw LinkOpenerFailed(program: "xdg-open", status: status)
        case nil: return nil
        }
    }

    /// `name` as a path (when it has a slash) or found on the PATH, if it can run.
    private func executable(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + name }.first(where: FileManager.default.isExecutableFile)
    }

    /// 0 when it opened (or still runs after `patience`), its exit status when it failed,
    /// nil when it could not be started.
    private func start(_ program: String, _ arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(Self.patience)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { return 0 }
        // Ended by a signal: failed too (the status is the signal's number).
        return process.terminationReason == .exit ? process.terminationStatus : max(1, process.terminationStatus)
    }
}
