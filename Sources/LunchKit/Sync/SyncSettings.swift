import Foundation

/// What `sync` needs from the composition root: where to ask, through what, how long to
/// wait, where to keep answers, and how to learn of Ctrl-C.
public struct SyncSettings {
    public var overpassURL: URL
    public var transport: any HTTPTransport
    public var timeout: TimeInterval
    public var backoff: TimeInterval
    public var cacheFolder: String
    public var cancelled: @Sendable () -> Bool

    public init(overpassURL: URL, transport: any HTTPTransport, timeout: TimeInterval = 20, backoff: TimeInterval = 1,
                cacheFolder: String, cancelled: @escaping @Sendable () -> Bool) {
        self.overpassURL = overpassURL
        self.transport = transport
        self.timeout = timeout
        self.backoff = backoff
        self.cacheFolder = cacheFolder
        self.cancelled = cancelled
    }

    /// `LUNCH_OVERPASS_URL` and `LUNCH_SYNC_TIMEOUT` (seconds) from the environment.
    public static func from(environment: [String: String], cacheFolder: String,
                            cancelled: @escaping @Sendable () -> Bool) -> SyncSettings {
        let url = environment["LUNCH_OVERPASS_URL"].flatMap(URL.init(string:)) ?? URL(string: OverpassProvider.defaultURL)!
        let timeout = environment["LUNCH_SYNC_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 20
        let backoff = environment["LUNCH_SYNC_BACKOFF"].flatMap(Double.init) ?? 1
        return SyncSettings(overpassURL: url, transport: URLSessionTransport(), timeout: timeout, backoff: backoff,
                            cacheFolder: cacheFolder, cancelled: cancelled)
    }
}
