import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The scheme and host rules of `sync` redirects. The end-to-end tests cover them over real
/// loopback servers (plain http only: no TLS server here), so the https rows are checked on
/// the decision itself.
@Suite struct RedirectPolicyTests {
    func decide(_ from: String, _ location: String) -> RedirectPolicy.Decision? {
        let current = URL(string: from)!
        return RedirectPolicy.target(of: location, from: current).map { RedirectPolicy.decide(from: current, to: $0) }
    }

    @Test func sameServerIsFollowed() {
        #expect(decide("https://places.googleapis.com/v1/x", "/v2/y") == .follow(URL(string: "https://places.googleapis.com/v2/y")!))
        #expect(decide("https://places.googleapis.com/v1/x", "https://PLACES.googleapis.com:443/v2/y")
                == .follow(URL(string: "https://PLACES.googleapis.com:443/v2/y")!))
        #expect(decide("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/b") == .follow(URL(string: "http://127.0.0.1:8080/b")!))
    }

    @Test func anUpgradeToHttpsOnTheSameHostIsFollowed() {
        #expect(decide("http://overpass.example/api", "https://overpass.example/api") == .follow(URL(string: "https://overpass.example/api")!))
        #expect(decide("http://127.0.0.1:8080/a", "https://127.0.0.1:8080/a") == .follow(URL(string: "https://127.0.0.1:8080/a")!))
    }

    @Test func aDowngradeToHttpIsRefused() {
        #expect(decide("https://places.googleapis.com/v1/x", "http://places.googleapis.com/v1/x") == .downgrade("places.googleapis.com"))
        #expect(decide("https://127.0.0.1:8443/x", "http://127.0.0.1:8443/x") == .downgrade("127.0.0.1:8443"))
    }

    @Test func anotherHostPortOrSchemeIsRefused() {
        #expect(decide("https://places.googleapis.com/v1/x", "https://evil.example/v1/x") == .otherServer("evil.example"))
        #expect(decide("http://127.0.0.1:8080/x", "http://localhost:8080/x") == .otherServer("localhost:8080"))
        #expect(decide("http://127.0.0.1:8080/x", "http://127.0.0.1:9090/x") == .otherServer("127.0.0.1:9090"))
        #expect(decide("https://places.googleapis.com/v1/x", "//evil.example/x") == .otherServer("evil.example"))
        #expect(decide("http://127.0.0.1:8080/x", "https://127.0.0.1/x") == .otherServer("127.0.0.1"))
    }

    @Test func aSchemeOtherThanHttpIsRefusedAsSuch() {
        #expect(decide("https://places.googleapis.com/v1/x", "file:///etc/passwd") == .otherScheme(scheme: "file", target: "file:"))
        #expect(decide("http://127.0.0.1:8080/x", "gopher://127.0.0.1:8080/x")
                == .otherScheme(scheme: "gopher", target: "gopher://127.0.0.1:8080"))
        #expect(decide("http://127.0.0.1:8080/x", "FTP://127.0.0.1/x") == .otherScheme(scheme: "ftp", target: "ftp://127.0.0.1"))
    }

    /// The query is never lost: 301 and 302 keep the POST (RFC 9110 allows either; a GET
    /// would drop the Overpass query or the Google body); only 303 "see other" asks for a GET.
    @Test func postStaysPostExceptOn303() {
        var post = HTTPRequest(url: URL(string: "http://h/a")!, method: "POST", body: Data("q".utf8))
        post.setHeader("Content-Type", "application/json")
        post.setHeader("X-Goog-Api-Key", "k")
        let to = URL(string: "http://h/b")!
        for status in [301, 302, 307, 308] {
            let next = RedirectPolicy.request(after: post, status: status, to: to)
            #expect(next.method == "POST" && next.body == Data("q".utf8) && next.url == to && next.header("content-type") == "application/json")
        }
        let next = RedirectPolicy.request(after: post, status: 303, to: to)
        #expect(next.method == "GET" && next.body == nil && next.header("Content-Type") == nil)
        #expect(next.header("x-goog-api-key") == "k")
    }
}
