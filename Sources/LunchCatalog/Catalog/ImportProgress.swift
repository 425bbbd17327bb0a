import LunchStorage
import LunchText

/// Progress of a long import. A seam: on a terminal a bar is drawn (after ~0.3 s, bytes
/// read and places per second); elsewhere nothing.
public protocol ImportProgress {
    func reading(bytes: Int, of total: Int, places: Int)
    /// A later phase, in words (`indexing 1000000 places…`).
    func phase(_ text: String)
    func finish()
}

/// No progress shown: output that is not a terminal, and tests.
public struct NoImportProgress: ImportProgress {
    public init() {}
    public func reading(bytes: Int, of total: Int, places: Int) {}
    public func phase(_ text: String) {}
    public func finish() {}
}
