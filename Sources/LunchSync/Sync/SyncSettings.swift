import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

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
    /// A number variable (`LUNCH_SYNC_TIMEOUT`, …) that is set but not in its range: every
    /// provider refuses to run, with this line.
    public var badSetting: String?

    /// Google when asked for (`sync google`) or when a key is set; else Overpass.
    public func provider(named word: String?) throws -> any PlaceProvider {
        if let badSetting { throw UserError(badSetting) }
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
        var badSetting: String?
        /// Unset or empty: the default. Set to anything else outside `range`: one line, nothing sent.
        func number<T>(_ variable: String, _ range: ClosedRange<T>, default fallback: T, shown: String, parse: (String) -> T?) -> T {
            guard let value = environment[variable], !value.isEmpty else { return fallback }
            if let number = parse(value), range.contains(number) { return number }
            if badSetting == nil { badSetting = Messages.badNumberVariable(variable: variable, value: value, range: shown) }
            return fallback
        }
        let timeout = number("LUNCH_SYNC_TIMEOUT", Self.timeoutRange, default: 20, shown: "a number of seconds from 0.1 to 3600",
                             parse: { Double($0).flatMap { $0.isFinite ? $0 : nil } })
        let backoff = number("LUNCH_SYNC_BACKOFF", Self.backoffRange, default: 1, shown: "a number of seconds from 0 to 60",
                             parse: { Double($0).flatMap { $0.isFinite ? $0 : nil } })
        let google = server("LUNCH_GOOGLE_PLACES_URL", key: "google", default: GooglePlacesProvider.defaultBase)
        let key = environment["GOOGLE_PLACES_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let cap = number("LUNCH_SYNC_MAX_BYTES", Self.maxBytesRange, default: CurlTransport.defaultMaxBytes,
                         shown: "a whole number of bytes from 1024 (1 kB) to 4294967296 (4 GB)", parse: { Int($0) })
        var settings = SyncSettings(overpassURL: url, googleBase: google, googleKey: key, transport: CurlTransport(maxBytes: cap),
                                    timeout: timeout, backoff: backoff, cacheFolder: cacheFolder, cancelled: cancelled)
        settings.badServer = bad
        settings.badSetting = badSetting
        return settings
    }

    /// What `LUNCH_SYNC_TIMEOUT`, `LUNCH_SYNC_BACKOFF` (seconds) and `LUNCH_SYNC_MAX_BYTES` take.
    public static let timeoutRange: ClosedRange<Double> = 0.1...3600
    public static let backoffRange: ClosedRange<Double> = 0...60
    public static let maxBytesRange: ClosedRange<Int> = 1024...(4 << 30)
}
