import LunchStorage
import LunchText

/// One place as bytes in the catalog image: varint-prefixed UTF-8 fields
/// (id, name, cuisines, tags, address, phones, website, opening hours) and a price byte.
enum RecordCodec {
    static let listSeparator: Character = "\u{1F}"
    static let listSeparatorByte: UInt8 = 0x1F

    /// What `ByteWriter.appendField` writes for each field, written here in line (a
    /// million places' records are six million fields).
    static func encode(_ place: Place, into w: inout ByteWriter) {
        field(place.id, into: &w.bytes)
        field(place.name, into: &w.bytes)
        field(place.cuisines, into: &w.bytes)
        field(place.tags, into: &w.bytes)
        field(place.address ?? "", into: &w.bytes)
        field(place.phones, into: &w.bytes)
        field(place.website ?? "", into: &w.bytes)
        field(place.openingHours ?? "", into: &w.bytes)
        w.bytes.append(UInt8(place.price ?? 0))
    }

    /// What `encode(_ place:)` writes for the place `element` stands for.
    static func encode(_ element: ElementRecord, into w: inout ByteWriter) {
        let (type, id) = (element.type, element.id)
        length(5 + type.count + id.count, into: &w.bytes)
        w.bytes.append(0x6F)  // osm:
        w.bytes.append(0x73)
        w.bytes.append(0x6D)
        w.bytes.append(0x3A)
        w.bytes.append(contentsOf: type)
        w.bytes.append(0x2F)
        w.bytes.append(contentsOf: id)
        field(element.name, into: &w.bytes)
        field(element.cuisines, into: &w.bytes)
        field(element.tags, into: &w.bytes)
        field(element.address, into: &w.bytes)
        field(element.phone, into: &w.bytes)
        field(element.website, into: &w.bytes)
        field(element.hours ?? "", into: &w.bytes)
        w.bytes.append(0)
    }

    /// Bytes (none for nil) as a field.
    @inline(__always)
    private static func field(_ utf8: UnsafeBufferPointer<UInt8>?, into bytes: inout [UInt8]) {
        guard let utf8 else { return bytes.append(0) }
        length(utf8.count, into: &bytes)
        bytes.append(contentsOf: utf8)
    }

    /// The length as a LEB128 varint, then the UTF-8 bytes.
    @inline(__always)
    private static func field(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            length(utf8.count, into: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// The texts joined by `listSeparatorByte`, as one field.
    @inline(__always)
    private static func field(_ list: [String], into bytes: inout [UInt8]) {
        if list.count == 1 { return field(list[0], into: &bytes) }
        var total = max(0, list.count - 1)
        for text in list { total += text.utf8.count }
        length(total, into: &bytes)
        for (i, text) in list.enumerated() {
            if i > 0 { bytes.append(listSeparatorByte) }
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    @inline(__always)
    private static func length(_ count: Int, into bytes: inout [UInt8]) {
        var rest = count
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
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

    /// What a list's table measures of a place (the name and cuisines only when asked),
    /// without decoding the rest.
    static func decodeListing(_ bytes: UnsafeBufferPointer<UInt8>, name wantName: Bool, cuisines wantCuisines: Bool) -> Catalog.Listing {
        var r = Reader(bytes: bytes)
        _ = r.fieldBytes()
        var name = "", cuisines: [String] = []
        if wantName { name = r.field() } else { _ = r.fieldBytes() }
        if wantCuisines { cuisines = r.list() } else { _ = r.fieldBytes() }
        for _ in 0..<4 { _ = r.fieldBytes() }  // tags, address, phones, website
        let hours = r.optional(), price = Int(r.byte())
        return Catalog.Listing(name: name, cuisines: cuisines, price: (1...4).contains(price) ? price : nil, openingHours: hours)
    }

    static func decodeID(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var r = Reader(bytes: bytes)
        return r.field()
    }
}
