import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// Opens links as other terminal programs do: with the first command of `BROWSER` (a
/// `:`-separated list; `%s` in a command stands for the link, else the link is its last
/// word) that is there, else with `xdg-open` when it is on the PATH; without waiting for it
/// and with its output discarded.
public struct SystemLinkOpener: LinkOpener {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func open(_ link: String) -> String? {
        for command in (environment["BROWSER"] ?? "").split(separator: ":") {
            var words = command.split(separator: " ").map(String.init)
            guard let name = words.first, let program = executable(name) else { continue }
            if words.contains(where: { $0.contains("%s") }) {
                words = words.map { $0.replacingOccurrences(of: "%s", with: link) }
            } else {
                words.append(link)
            }
            if start(program, Array(words.dropFirst())) { return (name as NSString).lastPathComponent }
        }
        guard let opener = executable("xdg-open"), start(opener, [link]) else { return nil }
        return "xdg-open"
    }

    /// `name` as a path (when it has a slash) or found on the PATH, if it can run.
    private func executable(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + name }.first(where: FileManager.default.isExecutableFile)
    }

    private func start(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        return (try? process.run()) != nil
    }
}
