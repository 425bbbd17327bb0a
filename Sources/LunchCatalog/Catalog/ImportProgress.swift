import LunchStorage
import LunchText

/// Progress of a long import. A seam: on a terminal a bar is drawn (after ~0.3 s, bytes
/// read and places per second); elsewhere nothing.
public protocol ImportProgress {
    func reading(bytes: Int, of total: Int, places: Int)
    /// A later phase, in words (`indexing 1000000 places…`).
    func phase(_ text: String)
    func finish()
    /// Asked while the file is read, every few thousand records: true (Ctrl-C) stops the
    /// reading there with `ImportStopped`. None of the displays stops it.
    var stopRequested: Bool { get }
}

extension ImportProgress {
    public var stopRequested: Bool { false }
}

/// The reading of a place file stopped because `ImportProgress.stopRequested` said so.
public struct ImportStopped: Error, Equatable {
    public init() {}
}

/// A progress display that also carries the command's Ctrl-C (`stopRequested`).
public struct StoppableImportProgress: ImportProgress {
    let shown: any ImportProgress
    let stop: @Sendable () -> Bool

    public init(_ shown: any ImportProgress, stop: @escaping @Sendable () -> Bool) {
        self.shown = shown
        self.stop = stop
    }

    public func reading(bytes: Int, of total: Int, places: Int) { shown.reading(bytes: bytes, of: total, places: places) }
    public func phase(_ text: String) { shown.phase(text) }
    public func finish() { shown.finish() }
    public var stopRequested: Bool { stop() }
}

/// No progress shown: output that is not a terminal, and tests.
public struct NoImportProgress: ImportProgress {
    public init() {}
    public func reading(bytes: Int, of total: Int, places: Int) {}
    public func phase(_ text: String) {}
    public func finish() {}
}
