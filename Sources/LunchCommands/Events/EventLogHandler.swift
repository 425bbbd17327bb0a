import Foundation
import Logging
import Synchronization
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Typed events as JSON lines in a local file (`--events FILE`, `LUNCH_EVENTS`):
/// `{"time","name","severity","parameters"}`, severity `analytic` (info), `warning`, or
/// `severe` (error and worse). Rotates at 1 MB (the old file becomes FILE.1). Nothing is
/// ever sent anywhere. A file that cannot be written gives one warning, then is left alone.
public struct EventLogHandler: LogHandler {
    public static let rotateAt = 1_000_000

    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public var logLevel: Logger.Level = .info
    private let sink: EventFile

    public init(path: String, warn: @escaping @Sendable (String) -> Void, now: @escaping @Sendable () -> Date = Date.init) {
        sink = EventFile(path: path, warn: warn, now: now)
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var parameters = metadata
        for (k, v) in event.metadata ?? [:] { parameters[k] = v }
        sink.write(name: event.message.description, severity: Self.severity(event.level), parameters: parameters)
    }

    static func severity(_ level: Logger.Level) -> String {
        switch level {
        case .trace, .debug, .info, .notice: return "analytic"
        case .warning: return "warning"
        case .error, .critical: return "severe"
        }
    }
}

/// The file behind the handler, shared by its copies, written under a lock.
final class EventFile: Sendable {
    private let path: String
    private let warn: @Sendable (String) -> Void
    private let now: @Sendable () -> Date
    /// True once a write failed: events are off for the rest of the session.
    private let broken = Mutex(false)

    init(path: String, warn: @escaping @Sendable (String) -> Void, now: @escaping @Sendable () -> Date) {
        self.path = path
        self.warn = warn
        self.now = now
    }

    func write(name: String, severity: String, parameters: Logger.Metadata) {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let line = JSON.object([
            ("time", .string(f.string(from: now()))), ("name", .string(name)), ("severity", .string(severity)),
            ("parameters", .object(parameters.sorted { $0.key < $1.key }.map { ($0.key, .string("\($0.value)")) })),
        ]).serialized() + "\n"
        broken.withLock { broken in
            guard !broken else { return }
            rotateIfNeeded()
            guard let handle = FileHandle(forWritingAtPath: path) ?? create() else {
                broken = true
                warn("warning: cannot write the event log \(path); events are off for this session")
                return
            }
            defer { try? handle.close() }
            do {
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(line.utf8))
            } catch {
                broken = true
                warn("warning: cannot write the event log \(path); events are off for this session")
            }
        }
    }

    private func create() -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }

    private func rotateIfNeeded() {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
              size >= EventLogHandler.rotateAt else { return }
        try? FileManager.default.removeItem(atPath: path + ".1")
        try? FileManager.default.moveItem(atPath: path, toPath: path + ".1")
    }
}
