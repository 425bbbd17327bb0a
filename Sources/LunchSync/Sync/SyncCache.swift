import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// Provider responses kept in the state dir, keyed by provider, location rounded to about
/// 100 m and radius, for a time-to-live (default 24 h): `sync` inside it reads the copy.
public struct SyncCache {
    public static let defaultTTL: TimeInterval = 24 * 3600

    private let folder: String
    private let storage: any FileStorage
    private let now: () -> Date
    private let ttl: TimeInterval

    public init(folder: String, storage: any FileStorage, now: @escaping () -> Date, ttl: TimeInterval = SyncCache.defaultTTL) {
        self.folder = folder
        self.storage = storage
        self.now = now
        self.ttl = ttl
    }

    public func path(provider: String, centre: Coordinate, radius: Double) -> String {
        String(format: "%@/sync-%@-%.3f-%.3f-%d.json", folder, provider, centre.lat, centre.lon, Int(radius.rounded()))
    }

    /// The cached body when it is younger than the TTL.
    public func fresh(provider: String, centre: Coordinate, radius: Double) -> Data? {
        let file = path(provider: provider, centre: centre, radius: radius)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
              let modified = attributes[.modificationDate] as? Date,
              now().timeIntervalSince(modified) < ttl, now() >= modified.addingTimeInterval(-60) else { return nil }
        return try? storage.read(file, limit: FileLimits.placeFile)
    }

    /// Removes a kept answer that turned out not to read (so the next `sync` asks again).
    public func drop(provider: String, centre: Coordinate, radius: Double) {
        try? FileManager.default.removeItem(atPath: path(provider: provider, centre: centre, radius: radius))
    }

    public func store(_ body: Data, provider: String, centre: Coordinate, radius: Double) {
        try? storage.createDirectory(folder)
        try? storage.writeAtomically(body, to: path(provider: provider, centre: centre, radius: radius))
    }
}
