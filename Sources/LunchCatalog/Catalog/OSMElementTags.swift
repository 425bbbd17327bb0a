import LunchStorage
import LunchText

/// One Overpass element's tags as spans of the file (`OSMTags`' slots, without a `String`
/// per value): what the element's place keeps is made from these bytes (see
/// `OSMElementMapping`). Later values of a key replace earlier ones, as in `OSMTags`.
/// Anything this cannot hold exactly as `OSMTags` would (a value with escapes, a flag
/// value that is not ASCII, a `diet:` key that is not ASCII or in the file, more than a
/// few diets) sets `needsStrings`: the element is then read again into `OSMTags`.
struct OSMElementTags {
    /// Where each value key's value is (index = `OSMTags.Slot`).
    private var values = InlineArray<19, Range<Int>?>(repeating: nil)
    /// Feature tags (bit = index in `OSMTags.features`) present, and those whose value is yes.
    private(set) var features: UInt16 = 0, yesFeatures: UInt16 = 0
    /// `diet:*` keys in the order first seen, and whether the last value was yes or only.
    private var diets = InlineArray<4, (key: Range<Int>, yes: Bool)>(repeating: (0..<0, false))
    private(set) var dietCount = 0
    var needsStrings = false

    subscript(slot: OSMTags.Slot) -> Range<Int>? { values[slot.rawValue] }

    /// True when the element has feature or diet tags (whatever their values).
    var hasFlags: Bool { features != 0 || dietCount > 0 }

    /// The `i`th diet's key without `diet:`, and whether its value was yes or only.
    func diet(_ i: Int, in file: UnsafeBufferPointer<UInt8>) -> (name: String, yes: Bool) {
        let (key, yes) = diets[i]
        return (String(decoding: UnsafeBufferPointer(rebasing: file[key.lowerBound + 5..<key.upperBound]), as: UTF8.self), yes)
    }

    /// Calls `body` with bytes that say all the tags the place's tag list comes from: the
    /// yes-valued features, the amenity's bytes (if any), each diet's key and whether it is
    /// yes. Unambiguous: none of a file string's bytes is 0, 1 or 2 (control characters).
    func withFlagsKey<T>(amenity: Range<Int>?, in file: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        var length = 3 + (amenity?.count ?? 0)
        for i in 0..<dietCount { length += diets[i].key.count + 2 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { key in
            key[0] = UInt8(truncatingIfNeeded: yesFeatures)
            key[1] = UInt8(truncatingIfNeeded: yesFeatures >> 8)
            key[2] = amenity == nil ? 1 : 2
            var n = 3
            func add(_ span: Range<Int>) {
                for j in span { key[n] = file[j]; n += 1 }
            }
            if let amenity { add(amenity) }
            for i in 0..<dietCount {
                key[n] = 0
                n += 1
                add(diets[i].key)
                key[n] = diets[i].yes ? 2 : 1
                n += 1
            }
            return body(UnsafeBufferPointer(rebasing: key[0..<n]))
        }
    }

    /// Stores a value for a key `OSMTags.interest` found worth reading.
    mutating func set(interest: Int, key: UnsafeBufferPointer<UInt8>, value: Range<Int>, in file: UnsafeBufferPointer<UInt8>) {
        if interest >= 0, interest < OSMTags.valueKeys.count { return values[interest] = value }
        let text = UnsafeBufferPointer(rebasing: file[value])
        guard text.allSatisfy({ $0 < 0x80 }) else { return needsStrings = true }
        if interest >= 0 {
            let bit: UInt16 = 1 << (interest - OSMTags.valueKeys.count)
            features |= bit
            yesFeatures = OSMElementMapping.isYesOrOnly(text, only: false) ? yesFeatures | bit : yesFeatures & ~bit
            return
        }
        // The key must be the file's own ASCII bytes, to be compared and kept as bytes.
        guard let base = key.baseAddress, let fileBase = file.baseAddress, base >= fileBase,
              base + key.count <= fileBase + file.count, key.allSatisfy({ $0 < 0x80 }) else { return needsStrings = true }
        let span = (base - fileBase)..<(base - fileBase + key.count)
        let yes = OSMElementMapping.isYesOrOnly(text, only: true)
        for i in 0..<dietCount where file[diets[i].key].elementsEqual(key) { return diets[i].yes = yes }
        guard dietCount < PlaceLimits.dietTags else { return }
        guard dietCount < diets.count else { return needsStrings = true }
        diets[dietCount] = (span, yes)
        dietCount += 1
    }
}
