import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Links for a place: its OpenStreetMap page, a Google Maps search, Apple Maps, the
/// Wikipedia app's nearby view, and its own website.
public struct PlaceLinks: Sendable, Equatable {
    public static let targets = ["osm", "google", "apple", "wikipedia", "web"]

    public var osm: String?
    public var google: String
    public var apple: String
    public var wikipedia: String
    public var web: String?

    public init(_ place: Place) {
        let lat = Self.number(place.coordinate.lat), lon = Self.number(place.coordinate.lon)
        let name = Self.encode(place.name)
        if place.id.hasPrefix("osm:") {
            osm = "https://www.openstreetmap.org/" + place.id.dropFirst(4)
        }
        if place.id.hasPrefix("google:") {
            google = "https://www.google.com/maps/search/?api=1&query=\(name)&query_place_id=\(Self.encode(String(place.id.dropFirst(7))))"
        } else {
            let query = place.address.map { "\(place.name), \($0)" } ?? "\(lat),\(lon)"
            google = "https://www.google.com/maps/search/?api=1&query=\(Self.encode(query))"
        }
        apple = "https://maps.apple.com/?ll=\(lat),\(lon)&q=\(name)"
        wikipedia = "wikipedia://places?lat=\(lat)&long=\(lon)&name=\(name)"
        web = place.website.map { Self.hasScheme($0) ? $0 : "https://" + $0 }
    }

    /// `file:/x`, `mailto:a@b`, `https://…` have one; `www.example.com` and
    /// `example.com:8080/menu` (a port, not a scheme) do not, and get `https://`.
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon].unicodeScalars
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic,
              scheme.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)) })
        else { return false }
        let rest = text[text.index(after: colon)...]
        let port = rest.prefix { !"/?#".contains($0) }
        return rest.hasPrefix("//") || port.isEmpty || !port.allSatisfy { ("0"..."9").contains($0) }
    }

    public func link(_ target: String) -> String? {
        switch target {
        case "osm": return osm
        case "google": return google
        case "apple": return apple
        case "wikipedia": return wikipedia
        case "web": return web
        default: return nil
        }
    }

    /// Degrees with up to seven decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.7f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986).
    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
