import Foundation
import OSMPBF

/// Everything a file holds, gathered from all blocks in visit order.
struct Collected {
    var blockIndices: [Int] = []
    var nodes: [PBFNode] = []
    var coordinates = PBFNodeCoordinates()
    var ways: [PBFWay] = []
    var relations: [PBFRelation] = []
}

func collect(_ bytes: [UInt8], options: PBFReadOptions = .everything, threads: Int = 2) throws -> Collected {
    var c = Collected()
    try PBFReader.read(bytes, options: options, threads: threads) { block in
        c.blockIndices.append(block.index)
        c.nodes += block.nodes
        c.coordinates.ids += block.nodeCoordinates.ids
        c.coordinates.lats += block.nodeCoordinates.lats
        c.coordinates.lons += block.nodeCoordinates.lons
        c.ways += block.ways
        c.relations += block.relations
    }
    return c
}

/// Bytes of a checked-in test file under Resources/.
func resource(_ name: String) throws -> [UInt8] {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources") else {
        throw PBFError("test resource \(name) is missing")
    }
    return [UInt8](try Data(contentsOf: url))
}

/// Runs `body`, expecting a PBFError; returns it (or records nothing and returns nil).
func expectPBFError(_ body: () throws -> Void) -> PBFError? {
    do {
        try body()
        return nil
    } catch let e as PBFError {
        return e
    } catch {
        return PBFError("unexpected error type: \(error)")
    }
}

func tagsDict(_ tags: [PBFTag]) -> [String: String] {
    Dictionary(tags.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
}
