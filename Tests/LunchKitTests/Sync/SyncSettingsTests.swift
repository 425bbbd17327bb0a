import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

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

    /// The number variables: unset or empty is the default; in range is used as set;
    /// anything else is one line naming the variable and the value, for every provider.
    @Test func goodNumbersAreUsed() {
        let s = settings(["LUNCH_SYNC_TIMEOUT": "0.5", "LUNCH_SYNC_BACKOFF": "0", "LUNCH_SYNC_MAX_BYTES": "1024"])
        #expect(s.timeout == 0.5 && s.backoff == 0)
        #expect(error(s, "overpass") == nil)
        let empty = settings(["LUNCH_SYNC_TIMEOUT": "", "LUNCH_SYNC_BACKOFF": "", "LUNCH_SYNC_MAX_BYTES": ""])
        #expect(empty.timeout == 20 && empty.backoff == 1)
        #expect(error(empty, "overpass") == nil)
    }

    @Test(arguments: ["1e999", "99999999999999999999", "0", "-1", "abc", "nan", " 3", "0.05", "3601", "inf"])
    func aBadTimeoutIsAnErrorNamingIt(_ value: String) {
        let s = settings(["LUNCH_SYNC_TIMEOUT": value, "GOOGLE_PLACES_API_KEY": "k"])
        for word in ["overpass", "google", nil] {
            #expect(error(s, word) == "LUNCH_SYNC_TIMEOUT is not a number of seconds from 0.1 to 3600: '\(value)'; nothing was sent (unset it for the default)")
        }
    }

    @Test(arguments: ["0", "-1", "abc", "1023", "4294967297", "99999999999999999999", "1e6"])
    func aBadMaxBytesIsAnErrorNamingIt(_ value: String) {
        let s = settings(["LUNCH_SYNC_MAX_BYTES": value])
        #expect(error(s, "overpass") == "LUNCH_SYNC_MAX_BYTES is not a whole number of bytes from 1024 (1 kB) to 4294967296 (4 GB): '\(value)'; nothing was sent (unset it for the default)")
    }

    @Test(arguments: ["-1", "61", "abc", "nan"])
    func aBadBackoffIsAnErrorNamingIt(_ value: String) {
        let s = settings(["LUNCH_SYNC_BACKOFF": value])
        #expect(error(s, "overpass") == "LUNCH_SYNC_BACKOFF is not a number of seconds from 0 to 60: '\(value)'; nothing was sent (unset it for the default)")
    }

    @Test func aTimeoutIsShownWithItsDecimals() {
        #expect(Messages.syncFailed(.timedOut(seconds: 0.5), provider: "Overpass").hasPrefix("Overpass did not answer within 0.5 s;"))
        #expect(Messages.syncFailed(.timedOut(seconds: 20), provider: "Overpass").hasPrefix("Overpass did not answer within 20 s;"))
    }
}
