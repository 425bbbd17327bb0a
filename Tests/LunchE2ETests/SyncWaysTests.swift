import Foundation
import Testing

/// `sync` asks for the walkable ways around the location with the places, and keeps their
/// network with the catalog (a recorded answer with a few ways, replayed on 127.0.0.1).
@Suite struct SyncWaysTests {
    /// SyncTests' answer with two footways and a motorway, as `out geom` gives them.
    static let body: String = {
        let ways = [
            #"{"type":"way","id":100,"bounds":{},"nodes":[11,12,13],"geometry":[{"lat":60.1700,"lon":24.9400},{"lat":60.1705,"lon":24.9400},{"lat":60.1710,"lon":24.9405}],"tags":{"highway":"footway"}}"#,
            #"{"type":"way","id":101,"bounds":{},"nodes":[12,14],"geometry":[{"lat":60.1705,"lon":24.9400},{"lat":60.1705,"lon":24.9410}],"tags":{"highway":"residential","name":"Loopinkatu"}}"#,
            #"{"type":"way","id":102,"bounds":{},"nodes":[15,16],"geometry":[{"lat":60.1600,"lon":24.9400},{"lat":60.1600,"lon":24.9410}],"tags":{"highway":"motorway"}}"#,
        ]
        return SyncTests.body.replacingOccurrences(of: "]}", with: "," + ways.joined(separator: ",") + "]}")
    }()

    @Test func theRequestAsksForWaysAndTheNetworkIsKept() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: Self.body)])
        let r = try sandbox.run(["--json", "-c", "at 60.17,24.94; sync 500"],
                                extra: ["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": "5"])
        #expect(r.status == 0)
        // The ways are network, not places: the counts are those of the answer without them.
        #expect(r.stdout.split(separator: "\n").last == #"{"command":"sync","added":2,"updated":0,"unchanged":0,"skipped":1,"cached":false}"#)
        let request = try #require(server.requests.first).removingPercentEncoding ?? ""
        #expect(request.contains(#"way["highway"~"^(bridleway|corridor|cycleway|footway|"#))
        #expect(request.contains("(around:800,60.17,24.94);out geom;"))
        let stored = try Data(contentsOf: URL(fileURLWithPath: sandbox.stateDir + "/catalog.lunchcat"))
        #expect(stored.range(of: Data("LUNCHWLK".utf8)) != nil)
        #expect(stored.range(of: Data("LWALKNET".utf8)) != nil)
    }

    @Test func anAnswerWithoutWaysStoresNoNetwork() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.body)])
        let r = try sandbox.run(["--json", "-c", "at 60.17,24.94; sync 500"],
                                extra: ["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": "5"])
        #expect(r.status == 0)
        let stored = try Data(contentsOf: URL(fileURLWithPath: sandbox.stateDir + "/catalog.lunchcat"))
        // The first sync adds to the sample, whose network the catalog keeps.
        #expect(stored.range(of: Data("LUNCHWLK".utf8)) != nil)
    }
}
