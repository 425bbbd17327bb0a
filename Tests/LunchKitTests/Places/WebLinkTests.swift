import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// What counts as an http(s) link: for `open`'s website links and `sync`'s server settings.
@Suite struct WebLinkTests {
    @Test(arguments: [
        "https://www.jaapuisto.fi/kahvila/", "http://127.0.0.1:8080/api/interpreter", "HTTPS://Places.GoogleAPIs.com",
        "https://kahvila.fi/ä", "https://ä.fi/", "http://[::1]:8080/x", "https://ex.com/a%20b?q=1#top", "http://u:p@h/",
    ])
    func accepted(_ text: String) {
        #expect(WebLink.url(text) != nil)
    }

    @Test(arguments: [
        "", "http//x", "ftp://h", "://", "http://", "http://:80/", "http:///p", "https:///etc/passwd", "/etc/passwd",
        "file:///etc/passwd", "smb://host/share", "javascript:alert(1)", "https://javascript:alert(1)", "gopher://h/",
        "http://Do.Star Coffee", "https://+7‒707‒871‒57‒65", " http://h/", "http://h/\n", "http://h\u{1B}[2J/",
        "http://h\u{202E}/", "https://ex\u{200B}ample.com/", "http://127.0.0.1:99999/", "http://h:0/", "http://h%00/", "http://[zz]/", "mailto:a@b.c",
    ])
    func refused(_ text: String) {
        #expect(WebLink.url(text) == nil)
    }

    /// A website tag without a scheme gets `https://`; one with any other scheme keeps it
    /// (and is then refused by `open`), so `FILE:/etc/shadow` never becomes `https://FILE:/…`.
    @Test func aWebsiteWithoutASchemeGetsHttps() {
        func web(_ website: String) -> String? {
            PlaceLinks(Place(id: "osm:node/1", name: "X", coordinate: Coordinate(lat: 60, lon: 24), website: website)).web
        }
        #expect(web("www.assorti.kz") == "https://www.assorti.kz")
        #expect(web("example.com:8080/menu") == "https://example.com:8080/menu")
        #expect(web("http://ok.example") == "http://ok.example")
        #expect(web("FILE:/etc/shadow") == "FILE:/etc/shadow")
        #expect(web("mailto:a@b.example") == "mailto:a@b.example")
        #expect(web("javascript:alert(1)") == "javascript:alert(1)")
        #expect(web("/etc/passwd") == "https:///etc/passwd")
        #expect(WebLink.url(web("FILE:/etc/shadow")!) == nil && WebLink.url(web("/etc/passwd")!) == nil)
    }
}
