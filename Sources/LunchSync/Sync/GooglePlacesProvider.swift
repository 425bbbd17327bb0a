import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// Places API (New) `places:searchNearby` with a field mask (the legacy API cannot be
/// enabled for new Google projects). Base URL from `LUNCH_GOOGLE_PLACES_URL`; the key from
/// `GOOGLE_PLACES_API_KEY`. Errors become one line that says what to fix.
public struct GooglePlacesProvider: PlaceProvider {
    public static let defaultBase = "https://places.googleapis.com"
    static let fieldMask = ["id", "displayName", "location", "priceLevel", "types", "regularOpeningHours",
                            "formattedAddress", "websiteUri", "internationalPhoneNumber"].map { "places." + $0 }.joined(separator: ",")

    public var key: String { "google" }
    public var title: String { "Google Places" }
    public var host: String { base.host ?? "the Google Places server" }

    let base: URL
    private let apiKey: String
    private let transport: any HTTPTransport
    private let timeout: TimeInterval

    public init(base: URL, apiKey: String, transport: any HTTPTransport, timeout: TimeInterval = 20) {
        self.base = base
        self.apiKey = apiKey
        self.transport = transport
        self.timeout = timeout
    }

    public func fetch(around centre: Coordinate, radius: Double, cancelled: @escaping @Sendable () -> Bool) throws -> Data {
        var request = HTTPRequest(url: base.appendingPathComponent("v1/places:searchNearby"), method: "POST")
        request.setHeader("Content-Type", "application/json")
        request.setHeader("X-Goog-Api-Key", apiKey)
        request.setHeader("X-Goog-FieldMask", Self.fieldMask)
        request.setHeader("User-Agent", OverpassProvider.userAgent)
        let body = JSON.object([
            ("includedTypes", .array(["restaurant", "cafe", "fast_food_restaurant"].map(JSON.string))),
            ("maxResultCount", .int(20)),
            ("locationRestriction", .object([("circle", .object([
                ("center", .object([("latitude", .number(centre.lat)), ("longitude", .number(centre.lon))])),
                ("radius", .number(min(radius, 50_000))),
            ]))])),
        ])
        request.body = Data(body.serialized().utf8)
        let answer: HTTPAnswer
        do {
            answer = try transport.send(request, timeout: timeout, cancelled: cancelled)
        } catch let failure as HTTPFailure {
            throw UserError(Messages.syncFailed(failure, provider: "Google Places"))
        }
        guard answer.status == 200 else { throw UserError(Self.message(for: answer)) }
        // Looked at with the streaming scanner, never as Foundation objects (gigabytes for
        // an answer of tens of megabytes). An empty result is `{}`: no "places" key at all;
        // any other object is not a Places answer (nothing is read from it).
        guard let outline = AnswerOutline.read(answer.body) else { throw UserError(Messages.syncNotJSON) }
        if outline.keys.contains("places") { return answer.body }
        guard outline.keys.isEmpty else { throw UserError(Messages.syncNotPlaces("a Google Places answer", key: "places")) }
        return Data(#"{"places":[]}"#.utf8)
    }

    /// `{"error":{"code":403,"message":"…","status":"PERMISSION_DENIED"}}` → what to fix.
    static func message(for answer: HTTPAnswer) -> String {
        // Google's error bodies are small; a large one is not read as Foundation objects.
        let small = answer.body.count <= 1 << 20
        let json = small ? try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any] : nil
        let error = json?["error"] as? [String: Any]
        let status = error?["status"] as? String ?? ""
        let detail = (error?["message"] as? String ?? "").lowercased()
        if detail.contains("billing") { return Messages.googleBilling }
        switch status {
        case "PERMISSION_DENIED", "UNAUTHENTICATED": return Messages.googleKey(status)
        case "RESOURCE_EXHAUSTED": return Messages.googleQuota
        case "INVALID_ARGUMENT": return Messages.googleInvalid(error?["message"] as? String ?? "")
        default: return Messages.httpStatus(host: "Google Places", status: answer.status)
        }
    }
}
