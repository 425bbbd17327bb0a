import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// Opens links with `xdg-open` when it is on the PATH, without waiting for it and
/// with its output discarded.
public struct SystemLinkOpener: LinkOpener {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func open(_ link: String) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let opener = folders.map({ $0 + "/xdg-open" }).first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [link]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return "xdg-open"
    }
}
