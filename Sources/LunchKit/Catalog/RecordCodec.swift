/// One place as bytes in the catalog image: varint-prefixed UTF-8 fields
/// (id, name, cuisines, tags, address, phones, website, opening hours) and a price byte.
enum RecordCodec {
    static let listSeparator: Character = "\u{1F}"
    static let listSeparatorByte: UInt8 = 0x1F

    static func encode(_ place: Place, into w: inout ByteWriter) {
        w.appendField(place.id)
        w.appendField(place.name)
        w.appendField(place.cuisines, separator: listSeparatorByte)
        w.appendField(place.tags, separator: listSeparatorByte)
        w.appendField(place.address ?? "")
        w.appendField(place.phones, separator: listSeparatorByte)
        w.appendField(place.website ?? "")
        w.appendField(place.openingHours ?? "")
        w.bytes.append(UInt8(place.price ?? 0))
    }

    /// Reads fields from a record's bytes.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func field() -> String {
            String(decoding: fieldBytes(), as: UTF8.self)
        }

        mutating func fieldBytes() -> UnsafeBufferPointer<UInt8> {
            var length = 0, shift = 0
            while position < bytes.count {
                let b = bytes[position]
                position += 1
                length |= Int(b & 0x7F) << shift
                shift += 7
                if b & 0x80 == 0 || shift > 28 { break }
            }
            let start = position
            position = min(bytes.count, position + length)
            return UnsafeBufferPointer(rebasing: bytes[start..<position])
        }

        mutating func list() -> [String] {
            let text = field()
            return text.isEmpty ? [] : text.split(separator: listSeparator).map(String.init)
        }

        mutating func optional() -> String? {
            let text = field()
            return text.isEmpty ? nil : text
        }

        mutating func byte() -> UInt8 {
            guard position < bytes.count else { return 0 }
            defer { position += 1 }
            return bytes[position]
        }
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, coordinate: Coordinate) -> Place {
        var r = Reader(bytes: bytes)
        let id = r.field(), name = r.field(), cuisines = r.list(), tags = r.list()
        let address = r.optional(), phones = r.list(), website = r.optional(), hours = r.optional()
        let price = Int(r.byte())
        return Place(id: id, name: name, coordinate: coordinate, cuisines: cuisines, tags: tags,
                     price: (1...4).contains(price) ? price : nil, address: address, phones: phones,
                     website: website, openingHours: hours)
    }

    /// The first field's bytes (the id), without making a string.
    static func firstField(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var r = Reader(bytes: bytes)
        return r.fieldBytes()
    }

    /// The second field (the name), without decoding the rest.
    static func decodeName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var r = Reader(bytes: bytes)
        _ = r.fieldBytes()
        return r.field()
    }

    static func decodeID(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var r = Reader(bytes: bytes)
        return r.field()
    }
}
