import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// Fetches restaurants, cafés and fast food around a point from an Overpass API server
/// (`LUNCH_OVERPASS_URL`, default the public one): one POST of an Overpass QL query.
/// 429 and 504 are retried with backoff (three tries in all); an HTTP 200 whose `remark`
/// reports a runtime error is an error, not an empty result.
public struct OverpassProvider {
    public static let defaultURL = "https://overpass-api.de/api/interpreter"
    public static let userAgent = "lunch/0.1.0 (a terminal lunch shell)"

    let endpoint: URL
    private let transport: any HTTPTransport
    private let timeout: TimeInterval
    private let backoff: TimeInterval

    public init(endpoint: URL, transport: any HTTPTransport, timeout: TimeInterval = 20, backoff: TimeInterval = 1) {
        self.endpoint = endpoint
        self.transport = transport
        self.timeout = timeout
        self.backoff = backoff
    }

    /// The one request `sync` sends: the places around the point (`out center tags`: a way's
    /// or relation's centre) and the walkable ways around them, `walkMargin` metres farther
    /// (a route may leave the circle), with their points (`out geom`), so that walking
    /// follows the streets. Which ways: `OSMTagMapping.walkableHighways`; the rest of the rule
    /// (`foot`, `access`, areas, service tunnels) is applied to the ways' tags when read.
    public static func query(around centre: Coordinate, radius: Double) -> String {
        let r = Int(radius.rounded())
        let amenities = OSMTagMapping.placeAmenities.joined(separator: "|")
        let highways = OSMTagMapping.walkableHighways.joined(separator: "|")
        return "[out:json][timeout:25];nwr[\"amenity\"~\"^(\(amenities))$\"]"
            + "(around:\(r),\(centre.lat),\(centre.lon));out center tags;"
            + "way[\"highway\"~\"^(\(highways))$\"](around:\(r + walkMargin),\(centre.lat),\(centre.lon));out geom;"
    }

    /// How much farther than the places the ways are asked for, in metres.
    public static let walkMargin = 300

    /// The raw response body (Overpass JSON) after checks; throws `UserError` with the fix.
    public func fetch(around centre: Coordinate, radius: Double, cancelled: @escaping @Sendable () -> Bool) throws -> Data {
        var request = HTTPRequest(url: endpoint, method: "POST")
        request.setHeader("User-Agent", Self.userAgent)
        request.setHeader("Content-Type", "application/x-www-form-urlencoded")
        let query = Self.query(around: centre, radius: radius)
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        request.body = Data(("data=" + (query.addingPercentEncoding(withAllowedCharacters: allowed) ?? query)).utf8)
        let host = endpoint.host ?? "the Overpass server"
        for attempt in 1...3 {
            let answer: HTTPAnswer
            do {
                answer = try transport.send(request, timeout: timeout, cancelled: cancelled)
            } catch let failure as HTTPFailure {
                throw UserError(Messages.syncFailed(failure, provider: "Overpass"))
            }
            switch answer.status {
            case 200:
                try Self.checkRemark(answer.body)
                return answer.body
            case 429, 504:
                guard attempt < 3 else { throw UserError(Messages.overpassBusy(host: host, status: answer.status)) }
                Thread.sleep(forTimeInterval: backoff * Double(attempt))
            default:
                throw UserError(Messages.httpStatus(host: host, status: answer.status))
            }
        }
        throw UserError(Messages.overpassBusy(host: host, status: 429))
    }

    /// `{"remark": "runtime error: …"}` with status 200 means the query failed; an object
    /// without `elements` is not an Overpass answer (another API's places are not read).
    static func checkRemark(_ body: Data) throws {
        guard let outline = AnswerOutline.read(body) else { throw UserError(Messages.syncNotJSON) }
        if let remark = outline.remark, remark.lowercased().contains("error") {
            throw UserError(Messages.overpassRemark(remark))
        }
        guard outline.keys.contains("elements") else { throw UserError(Messages.syncNotPlaces("an Overpass answer", key: "elements")) }
    }
}
