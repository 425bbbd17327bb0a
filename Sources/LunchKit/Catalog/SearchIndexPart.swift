/// The search index's words for a run of places: each place's distinct folded words with
/// the weight of the best field they appear in, and the words' table. Two runs (a half
/// each, on two cores) join into the index of both (`SearchIndexBuilder.finish`): a
/// place's words depend on that place alone.
struct SearchIndexPart {
    typealias Weight = SearchIndexBuilder.Weight

    var table = ByteStringTable(capacity: 1 << 16)
    /// Each place's words (tokens of `table`) and their weights, place after place.
    var entryToken: [UInt32] = [], entryWeight: [UInt8] = []
    /// The index of the first place, and where each place's entries end.
    let firstPlace: Int
    var placeEnds: [UInt32] = [0]
    private var local: [(token: Int, weight: UInt8)] = []
    private var folded: [UInt8] = []
    private var foldedWords: [String: [String]] = [:]

    /// The words of `places` (indices as in the whole list); `foldedNames` covers the whole list.
    init(_ places: ArraySlice<Place>, foldedNames: (arena: [UInt8], ends: [UInt32])) {
        firstPlace = places.startIndex
        entryToken.reserveCapacity(places.count * 8)
        entryWeight.reserveCapacity(places.count * 8)
        placeEnds.reserveCapacity(places.count + 1)
        foldedNames.arena.withUnsafeBufferPointer { arena in
            for index in places.indices {
                local.removeAll(keepingCapacity: true)
                // The name is folded already: its words are split from those bytes.
                let name = UnsafeBufferPointer(rebasing: arena[Int(foldedNames.ends[index])..<Int(foldedNames.ends[index + 1])])
                noteWords(of: name, Weight.name, keepWhole: false)
                let place = places[index]
                for c in place.cuisines { add(c, Weight.cuisine, keepWhole: true) }
                for t in place.tags { add(t, Weight.tag, keepWhole: true) }
                if let address = place.address { add(address, Weight.address, keepWhole: false) }
                for (token, weight) in local {
                    entryToken.append(UInt32(token))
                    entryWeight.append(weight)
                }
                placeEnds.append(UInt32(entryToken.count))
            }
        }
    }

    /// At most `PlaceLimits.indexedWords` distinct words a place: the search is short.
    private mutating func note(_ word: UnsafeBufferPointer<UInt8>, _ weight: UInt8) {
        let full = local.count >= PlaceLimits.indexedWords
        guard let token = full ? table.find(word) : table.insert(word).id else { return }
        if let i = local.firstIndex(where: { $0.token == token }) {
            local[i].weight = max(local[i].weight, weight)
        } else if !full {
            local.append((token, weight))
        }
    }

    /// Notes each word of folded text (split at ASCII white space and punctuation), and the
    /// whole text too when `keepWhole` and it has more than one word.
    private mutating func noteWords(of bytes: UnsafeBufferPointer<UInt8>, _ weight: UInt8, keepWhole: Bool) {
        var words = 0, start = -1
        for i in 0...bytes.count {
            if i < bytes.count, SearchIndexBuilder.isWordByte(bytes[i]) {
                if start < 0 { start = i }
            } else if start >= 0 {
                let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
                if !SearchIndexBuilder.isSeparatorOnly(word) {
                    note(word, weight)
                    words += 1
                }
                start = -1
            }
        }
        if keepWhole, words > 1 { note(bytes, weight) }
    }

    private mutating func add(_ text: String, _ weight: UInt8, keepWhole: Bool) {
        // ASCII, Latin, Greek, Cyrillic (nearly every word): folded by table and split
        // byte by byte, no strings made.
        if TextFolding.fold(text, into: &folded) {
            let bytes = folded
            folded = []
            bytes.withUnsafeBufferPointer { noteWords(of: $0, weight, keepWhole: keepWhole) }
            folded = bytes
            return
        }
        // Other scripts fold through Foundation, which is slow: word by word, each
        // word (a street's, a city's) folded once.
        var words = SearchIndexBuilder.words(of: text, memo: &foldedWords)
        if keepWhole, words.count > 1 { words.append(TextFolding.fold(text)) }
        for var word in words { word.withUTF8 { note($0, weight) } }
    }
}
