import Foundation
import LunchStorage
import LunchWalk

/// Where a catalog's walkable network is. It is read on first use (a walking time, a map
/// with streets), never at start-up; a catalog without one walks straight lines.
public struct WalkSource: Sendable {
    private let read: @Sendable () throws -> WalkNetwork?

    public init(read: @escaping @Sendable () throws -> WalkNetwork?) {
        self.read = read
    }

    /// No network: every walk is the straight line, marked so.
    public static let none = WalkSource { nil }

    /// A file of LunchWalk's bytes (the sample's `helsinki-walk.bin`, made by `tools/gen-walk`).
    public static func file(_ path: String) -> WalkSource {
        WalkSource {
            let bytes = try WholeFile.read(path: path, limit: FileLimits.catalog)
            return try WalkNetwork(serialized: bytes)
        }
    }

    /// The network, or nil when there is none.
    public func network() throws -> WalkNetwork? {
        try read()
    }
}
