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
    /// A server variable that is set but not an http(s) URL with a host, by provider key
    /// (`overpass`, `google`): that provider refuses to run, with this line.
    public var badServer: [String: String] = [:]

    /// Google when asked for (`sync google`) or when a key is set; else Overpass.
    public func provider(named word: String?) throws -> any PlaceProvider {
        let wantsGoogle = word == "google" || (word == nil && googleKey != nil)
        if let bad = badServer[wantsGoogle ? "google" : "overpass"] { throw UserError(bad) }
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
        var bad: [String: String] = [:]
        /// Unset or empty: the default. Set to anything but an http(s) URL with a host: nothing
        /// is sent anywhere (never the default instead, which would get the Google key).
        func server(_ variable: String, key: String, default fallback: String) -> URL {
            guard let value = environment[variable], !value.isEmpty else { return URL(string: fallback)! }
            if let url = WebLink.url(value) { return url }
            bad[key] = Messages.badServerURL(variable: variable, value: value)
            return URL(string: fallback)!
        }
        let url = server("LUNCH_OVERPASS_URL", key: "overpass", default: OverpassProvider.defaultURL)
        let timeout = environment["LUNCH_SYNC_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 20
        let backoff = environment["LUNCH_SYNC_BACKOFF"].flatMap(Double.init) ?? 1
        let google = server("LUNCH_GOOGLE_PLACES_URL", key: "google", default: GooglePlacesProvider.defaultBase)
        let key = environment["GOOGLE_PLACES_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let cap = environment["LUNCH_SYNC_MAX_BYTES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? CurlTransport.defaultMaxBytes
        var settings = SyncSettings(overpassURL: url, googleBase: google, googleKey: key, transport: CurlTransport(maxBytes: cap),
                                    timeout: timeout, backoff: backoff, cacheFolder: cacheFolder, cancelled: cancelled)
        settings.badServer = bad
        return settings
    }
}
