import Foundation

/// What `sync` needs from the composition root: where to ask, through what, how long to
/// wait, where to keep answers, and how to learn of Ctrl-C.
public struct SyncSettings {
    public var overpassURL: URL
    public var googleBase: URL
    public var googleKey: String?
    public var transport: any HTTPTransport
    public var timeout: TimeInterval
    public var backoff: TimeInterval
    public var cacheFolder: String
    public var cancelled: @Sendable () -> Bool

    /// Google when asked for (`sync google`) or when a key is set; else Overpass.
    public func provider(named word: String?) throws -> any PlaceProvider {
        let wantsGoogle = word == "google" || (word == nil && googleKey != nil)
        if wantsGoogle {
            guard let googleKey else { throw UserError(Messages.googleNeedsKey) }
            return GooglePlacesProvider(base: googleBase, apiKey: googleKey, transport: transport, timeout: timeout)
        }
        return OverpassProvider(endpoint: overpassURL, transport: transport, timeout: timeout, backoff: backoff)
    }

    public init(overpassURL: URL, googleBase: URL = URL(string: GooglePlacesProvider.defaultBase)!, googleKey: String? = nil,
                transport: any HTTPTransport, timeout: TimeInterval = 20, backoff: TimeInterval = 1,
                cacheFolder: String, cancelled: @escaping @Sendable () -> Bool) {
        self.overpassURL = overpassURL
        self.googleBase = googleBase
        self.googleKey = googleKey
        self.transport = transport
        self.timeout = timeout
        self.backoff = backoff
        self.cacheFolder = cacheFolder
        self.cancelled = cancelled
    }

    /// `LUNCH_OVERPASS_URL`, `LUNCH_GOOGLE_PLACES_URL`, `GOOGLE_PLACES_API_KEY`,
    /// `LUNCH_SYNC_TIMEOUT` (seconds) and `LUNCH_SYNC_MAX_BYTES` (the answer cap) from the environment.
    public static func from(environment: [String: String], cacheFolder: String,
                            cancelled: @escaping @Sendable () -> Bool) -> SyncSettings {
        let url = environment["LUNCH_OVERPASS_URL"].flatMap(URL.init(string:)) ?? URL(string: OverpassProvider.defaultURL)!
        let timeout = environment["LUNCH_SYNC_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 20
        let backoff = environment["LUNCH_SYNC_BACKOFF"].flatMap(Double.init) ?? 1
        let google = environment["LUNCH_GOOGLE_PLACES_URL"].flatMap(URL.init(string:)) ?? URL(string: GooglePlacesProvider.defaultBase)!
        let key = environment["GOOGLE_PLACES_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let cap = environment["LUNCH_SYNC_MAX_BYTES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? CurlTransport.defaultMaxBytes
        return SyncSettings(overpassURL: url, googleBase: google, googleKey: key, transport: CurlTransport(maxBytes: cap),
                            timeout: timeout, backoff: backoff, cacheFolder: cacheFolder, cancelled: cancelled)
    }
}
