import Foundation
import Testing
@testable import LunchKit

/// `LUNCH_OVERPASS_URL` and `LUNCH_GOOGLE_PLACES_URL`: unset or empty means the default
/// server; anything else must be an http(s) URL with a host, or that provider refuses to
/// run (never the default server instead). The end-to-end tests check that nothing is sent.
@Suite struct SyncSettingsTests {
    func settings(_ environment: [String: String]) -> SyncSettings {
        SyncSettings.from(environment: environment, cacheFolder: "/nonexistent", cancelled: { false })
    }

    func error(_ settings: SyncSettings, _ word: String?) -> String? {
        do {
            _ = try settings.provider(named: word)
            return nil
        } catch {
            return (error as? UserError)?.message
        }
    }

    @Test func unsetAndEmptyMeanTheDefaultServers() {
        for environment in [[:], ["LUNCH_OVERPASS_URL": "", "LUNCH_GOOGLE_PLACES_URL": ""]] {
            let s = settings(environment.merging(["GOOGLE_PLACES_API_KEY": "k"]) { a, _ in a })
            #expect(s.overpassURL.absoluteString == OverpassProvider.defaultURL)
            #expect(s.googleBase.absoluteString == GooglePlacesProvider.defaultBase)
            #expect(error(s, "overpass") == nil && error(s, "google") == nil)
        }
    }

    @Test func aGoodURLIsUsed() {
        let s = settings(["LUNCH_OVERPASS_URL": "http://127.0.0.1:8080/api/interpreter"])
        #expect(s.overpassURL.absoluteString == "http://127.0.0.1:8080/api/interpreter")
        #expect(error(s, nil) == nil)
    }

    @Test(arguments: ["http//x", "ftp://h", "://", "http://", "http:// 127.0.0.1/", "  ", "localhost:8080"])
    func aBadOverpassURLIsAnErrorNamingTheVariable(_ value: String) {
        let s = settings(["LUNCH_OVERPASS_URL": value, "GOOGLE_PLACES_API_KEY": "k"])
        #expect(error(s, "overpass")
                == "LUNCH_OVERPASS_URL is not an http:// or https:// URL with a host: '\(value)'; nothing was sent (unset it for the default server)")
        // Google's own server setting is fine: `sync google` (and plain `sync` with a key) still runs.
        #expect(error(s, "google") == nil && error(s, nil) == nil)
    }

    @Test func aBadGoogleURLStopsGoogleOnly() {
        let s = settings(["LUNCH_GOOGLE_PLACES_URL": "http//127.0.0.1:9", "GOOGLE_PLACES_API_KEY": "k"])
        let line = "LUNCH_GOOGLE_PLACES_URL is not an http:// or https:// URL with a host: 'http//127.0.0.1:9'; nothing was sent (unset it for the default server)"
        #expect(error(s, "google") == line)
        #expect(error(s, nil) == line)
        #expect(error(s, "overpass") == nil)
    }
}
