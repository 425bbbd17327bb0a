import LunchStorage
import LunchText

extension OSMElementMapping {
    /// What `encode` did with the element.
    enum Encoded {
        /// Encoded and kept (counted in `kept`).
        case kept
        /// No usable name: nothing kept.
        case noName
        /// Some value needs the `String` way: nothing changed, the caller makes a `Place`.
        case asPlace
    }

    /// The element's place (`place(id:coordinate:memo:)`) encoded into `result.sink` straight
    /// from the file's bytes — its record, folded name, search words and coordinates — and
    /// its address's city and suburb noted in `result.areas`, as keeping that place would.
    /// `.asPlace` for what the bytes cannot stand for as they are (text that is not
    /// well-formed UTF-8, white space around text that is not ASCII, a name to cut short, a
    /// list of phone numbers). `type` and `id` make a valid place id (`OverpassReader.isPlaceID`).
    func encode(type: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>, coordinate: Coordinate,
                into result: inout PlaceReadResult) -> Encoded {
        guard let raw = tags[.name] ?? tags[.nameEn] ?? tags[.brand] else { return .noName }
        guard let name = plainSpan(raw) else { return .asPlace }
        if name.isEmpty { return .noName }
        guard name.count <= PlaceLimits.nameCharacters else { return .asPlace }
        // The address's parts as `address()` joins them (the street, number, postcode, city).
        let spans: InlineArray<4, Range<Int>?> = [tags[.street] ?? tags[.addrPlace], tags[.housenumber], tags[.postcode], tags[.city]]
        var parts: InlineArray<4, Range<Int>?> = [nil, nil, nil, nil]
        var length = 0
        for i in 0..<4 {
            guard let span = spans[i] else { continue }
            guard let part = plainSpan(span) else { return .asPlace }
            if !part.isEmpty {
                parts[i] = part
                length += part.count + 2
            }
        }
        var full: Range<Int>?
        if length == 0, let span = tags[.full] {
            guard let part = plainSpan(span) else { return .asPlace }
            full = part.isEmpty ? nil : part
        }
        var phone: Range<Int>?
        if let span = tags[.phone] ?? tags[.contactPhone] {
            guard !text(span).contains(0x3B), let part = plainSpan(span) else { return .asPlace }
            phone = part.isEmpty ? nil : part
        }
        var website: Range<Int>?
        if let span = tags[.website] ?? tags[.contactWebsite] ?? tags[.url] {
            guard let part = plainSpan(span) else { return .asPlace }
            website = part.isEmpty ? nil : part
        }
        let cuisines = tags[.cuisine].map { result.memo.cuisines(bytes: text($0)) } ?? []
        let placeTags = placeTags(&result.memo)
        let hours = tags[.openingHours].flatMap { span in result.memo.hours(bytes: text(span)) { trimmed(span) } }
        result.areas.address(city: tags[.city].flatMap(trimmed), suburb: tags[.suburb].flatMap(trimmed), at: coordinate)
        result.kept += 1
        var element = ElementRecord(type: type, id: id, name: text(name), cuisines: cuisines, tags: placeTags,
                                    address: full.map(text), phone: phone.map(text), website: website.map(text),
                                    hours: hours, coordinate: coordinate)
        guard length > 0 else {
            result.sink!.add(element)
            return .kept
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { out in
            let n = joinAddress(parts, into: out)
            element.address = UnsafeBufferPointer(rebasing: out[0..<n])
            result.sink!.add(element)
        }
        return .kept
    }

    /// The value trimmed as `trimmed` trims it (empty when nothing is left), when its bytes
    /// are the string's: nil when that needs the `String` (see `trimmedSpan`) or the bytes
    /// are not well-formed UTF-8.
    private func plainSpan(_ span: Range<Int>) -> Range<Int>? {
        guard let part = trimmedSpan(span), UTF8Check.isValid(text(part)) else { return nil }
        return part
    }
}
