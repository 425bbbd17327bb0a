import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchWalk
import OSMPBF

/// `.osm.pbf` input: every decoder of `OSMPBF` on the bytes (`PBFReader.fuzz`), then the
/// bytes as a place file the way `import` reads them (places and walkable network). Bytes
/// that do not start as a PBF file are first wrapped as the one data block of a file
/// (uncompressed), so that mutations reach the block decoder and the import's rules
/// without having to get past zlib's checksum.
package enum FuzzPBF {
    static func run(_ data: Data) {
        data.withUnsafeBytes { PBFReader.fuzz($0) }
        let file = data.starts(with: [0, 0]) && data.count > 15 ? data : Data(wrap([UInt8](data)))
        guard let read = try? PlaceFileReader.read(file) else { return }
        precondition(read.format == "OpenStreetMap PBF", "a PBF file read as \(read.format)")
        for place in read.places {
            precondition(place.coordinate.isValid, "a place with invalid coordinates: \(place.id)")
            precondition(place.id.hasPrefix("osm:"), "a place with a foreign id: \(place.id)")
        }
        if let network = read.walkNetwork {
            // What is stored with a catalog must read back as the same network.
            let bytes = network.serialized()
            guard let back = try? WalkNetwork(serialized: bytes) else { preconditionFailure("a network that does not read back") }
            precondition(back.serialized() == bytes, "a network that reads back differently")
        }
        guard !read.places.isEmpty, read.places.count <= 2000 else { return }
        FuzzCatalog.query(Catalog(places: read.places, sourceName: "fuzz"))
    }

    /// A PBF file of an OSMHeader block and one raw OSMData block holding `block`.
    package static func wrap(_ block: [UInt8]) -> [UInt8] {
        func varint(_ value: Int) -> [UInt8] {
            var v = UInt64(value), out: [UInt8] = []
            while v >= 0x80 { out.append(UInt8(v & 0x7F) | 0x80); v >>= 7 }
            return out + [UInt8(v)]
        }
        func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] { varint(number << 3 | 2) + varint(bytes.count) + bytes }
        func frame(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let blob = field(1, payload) + varint(2 << 3) + varint(payload.count)
            let header = field(1, Array(type.utf8)) + varint(3 << 3) + varint(blob.count)
            let n = UInt32(header.count)
            return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + header + blob
        }
        let headerBlock = field(4, Array("OsmSchema-V0.6".utf8)) + field(4, Array("DenseNodes".utf8))
        return frame("OSMHeader", headerBlock) + frame("OSMData", block)
    }
}
