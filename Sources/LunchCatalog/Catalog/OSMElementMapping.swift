import LunchStorage
import LunchText

/// `OSMTagMapping` from an element's tags as bytes of the file (`OSMElementTags`): the
/// same place, with a `String` made only for what the place keeps, each in one piece.
/// Where bytes and strings could disagree (trimming text that is not ASCII, splitting on
/// `;`), the value becomes a `String` and goes through `OSMTagMapping` itself.
struct OSMElementMapping {
    let file: UnsafeBufferPointer<UInt8>
    let tags: OSMElementTags

    /// Nil when the element has no usable name.
    func place(id: String, coordinate: Coordinate, memo: inout OSMListMemo) -> Place? {
        guard let raw = tags[.name] ?? tags[.nameEn] ?? tags[.brand], let name = trimmed(raw) else { return nil }
        let phone = tags[.phone] ?? tags[.contactPhone]
        return Place(id: id, name: name, coordinate: coordinate,
                     cuisines: tags[.cuisine].map { memo.cuisines(bytes: text($0)) } ?? [],
                     tags: placeTags(&memo), price: nil, address: address(),
                     phones: phone.map(phones) ?? [],
                     website: (tags[.website] ?? tags[.contactWebsite] ?? tags[.url]).flatMap(trimmed),
                     openingHours: tags[.openingHours].flatMap { span in memo.hours(bytes: text(span)) { trimmed(span) } })
    }

    func text(_ span: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: file[span])
    }

    func string(_ span: Range<Int>?) -> String? {
        span.map { String(decoding: text($0), as: UTF8.self) }
    }

    /// `OSMTagMapping.nonEmpty` of the value.
    func trimmed(_ span: Range<Int>) -> String? {
        guard let part = trimmedSpan(span) else { return nonEmptyString(span) }
        return part.isEmpty ? nil : String(decoding: text(part), as: UTF8.self)
    }

    /// The value without surrounding white space (empty when nothing is left); nil when
    /// that needs the `String` (white space cut off text that is not ASCII).
    func trimmedSpan(_ span: Range<Int>) -> Range<Int>? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        var start = span.lowerBound, end = span.upperBound
        while start < end, isSpace(file[start]) { start += 1 }
        while end > start, isSpace(file[end - 1]) { end -= 1 }
        if start == end { return start..<start }
        if start == span.lowerBound && end == span.upperBound { return span }
        // A string's ends are its characters' (a prepended mark holds on to a space after it).
        return text(start..<end).allSatisfy({ $0 < 0x80 }) ? start..<end : nil
    }

    private func nonEmptyString(_ span: Range<Int>) -> String? {
        OSMTagMapping.nonEmpty(string(span))
    }

    private func phones(_ span: Range<Int>) -> [String] {
        if text(span).contains(0x3B) { return Array(OSMTagMapping.list(string(span)).prefix(PlaceLimits.phones)) }
        return trimmed(span).map { [$0] } ?? []
    }

    func placeTags(_ memo: inout OSMListMemo) -> [String] {
        guard tags.hasFlags else {
            guard let span = tags[.amenity] else { return [] }
            return memo.amenityTags(bytes: text(span)) { trimmed(span).map { [$0] } ?? [] }
        }
        return tags.withFlagsKey(amenity: tags[.amenity], in: file) { key in
            memo.flagTags(bytes: key) {
                var extra: [String] = []
                for i in 0..<tags.dietCount {
                    let (name, yes) = tags.diet(i, in: file)
                    if yes { extra.append(name) }
                }
                for (i, feature) in OSMTags.features.enumerated() where tags.yesFeatures & (1 << i) != 0 { extra.append(feature) }
                return OSMTagMapping.placeTags(amenity: tags[.amenity].flatMap(trimmed), extra: extra)
            }
        }
    }

    /// `OSMTagMapping.address`, joined from the file's bytes in one string.
    private func address() -> String? {
        let spans: InlineArray<4, Range<Int>?> = [tags[.street] ?? tags[.addrPlace], tags[.housenumber], tags[.postcode], tags[.city]]
        var parts: InlineArray<4, Range<Int>?> = [nil, nil, nil, nil]
        var length = 0
        for i in 0..<4 {
            guard let span = spans[i] else { continue }
            guard let part = trimmedSpan(span) else { return addressFromStrings() }
            if !part.isEmpty {
                parts[i] = part
                length += part.count + 2
            }
        }
        guard length > 0 else { return tags[.full].flatMap(trimmed) }
        return String(unsafeUninitializedCapacity: length) { out in
            joinAddress(parts, into: out)
        }
    }

    /// The address `parts` (street, number, postcode, city; each a span of the file) joined
    /// into `out` as `OSMTagMapping.address` joins them: `Street 3, 00530 City`, `Street,
    /// City` without a postcode. `out` holds each part and two bytes more; the length written.
    func joinAddress(_ parts: InlineArray<4, Range<Int>?>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var n = 0
        for i in 0..<4 {
            guard let part = parts[i] else { continue }
            if n > 0 {
                // `Street 3, 00530 City`; `Street, City` without a postcode.
                if i == 2 || (i == 3 && parts[2] == nil) { out[n] = 0x2C; n += 1 }
                out[n] = 0x20
                n += 1
            }
            _ = UnsafeMutableBufferPointer(rebasing: out[n..<n + part.count]).initialize(from: text(part))
            n += part.count
        }
        return n
    }

    private func addressFromStrings() -> String? {
        OSMTagMapping.address(street: string(tags[.street] ?? tags[.addrPlace]), number: string(tags[.housenumber]),
                              postcode: string(tags[.postcode]), city: string(tags[.city]), full: string(tags[.full]))
    }

    /// `OSMTagMapping.isYesOrOnly` for ASCII bytes.
    static func isYesOrOnly(_ value: UnsafeBufferPointer<UInt8>, only: Bool) -> Bool {
        func matches(_ word: StaticString) -> Bool {
            value.count == word.utf8CodeUnitCount
                && zip(value, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
                    .allSatisfy { ($0 | 0x20) == $1 && ($0 | 0x20) >= 0x61 }
        }
        return matches("yes") || (only && matches("only"))
    }
}
