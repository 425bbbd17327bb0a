import LunchStorage
import LunchText

/// The search index's words for a run of places: each place's distinct folded words with
/// the weight of the best field they appear in, and the words' table. Two runs (a half
/// each, on two cores) join into the index of both (`SearchIndexBuilder.finish`): a
/// place's words depend on that place alone.
struct SearchIndexPart {
    typealias Weight = SearchIndexBuilder.Weight

    var table = ByteStringTable(capacity: 1 << 16)
    /// Each place's words (tokens of `table`), place after place; their weights
    /// (`entryWeight`) packed two bits an entry, four to a byte (`Weight.code`): at five
    /// million places ~30 MB less while the file is read.
    var entryToken: [UInt32] = []
    private var weightCodes: [UInt8] = []
    /// The index of the first place, and where each place's entries end.
    /// (Set once the places before are counted, for a run read from a file.)
    var firstPlace: Int
    var placeEnds: [UInt32] = [0]
    /// The places' cuisines and tags as given, counted (the vocabulary).
    var cuisines = Values(), tags = Values()
    /// The place being read: its words so far and their weights.
    private var localTokens: [UInt32] = [], localWeights: [UInt8] = []
    private var folded: [UInt8] = []
    private var foldedWords: [String: [String]] = [:]

    /// An empty part whose first place is `firstPlace`, room for `capacity` places.
    init(firstPlace: Int, capacity: Int) {
        self.firstPlace = firstPlace
        entryToken.reserveCapacity(capacity * 8)
        weightCodes.reserveCapacity(capacity * 2)
        placeEnds.reserveCapacity(capacity + 1)
    }

    /// Room for `capacity` places in all.
    mutating func reserve(_ capacity: Int) {
        entryToken.reserveCapacity(capacity * 8)
        weightCodes.reserveCapacity(capacity * 2)
        placeEnds.reserveCapacity(capacity + 1)
    }

    /// Entry `e`'s weight (the best field its word is in).
    @inline(__always)
    func entryWeight(_ e: Int) -> UInt8 {
        Weight.value(weightCodes[e >> 2] >> UInt8((e & 3) << 1) & 3)
    }

    /// The words of `places` (indices as in the whole list); `foldedNames` covers the whole list.
    init(_ places: ArraySlice<Place>, foldedNames: (arena: [UInt8], ends: [UInt32])) {
        self.init(firstPlace: places.startIndex, capacity: places.count)
        foldedNames.arena.withUnsafeBufferPointer { arena in
            for index in places.indices {
                let name = UnsafeBufferPointer(rebasing: arena[Int(foldedNames.ends[index])..<Int(foldedNames.ends[index + 1])])
                add(places[index], foldedName: name)
            }
        }
    }

    /// The next place's words; its name is folded already (`foldedName`): its words are
    /// split from those bytes.
    mutating func add(_ place: Place, foldedName name: UnsafeBufferPointer<UInt8>) {
        guard var address = place.address else {
            return add(foldedName: name, cuisines: place.cuisines, tags: place.tags, address: nil)
        }
        address.withUTF8 { add(foldedName: name, cuisines: place.cuisines, tags: place.tags, address: $0) }
    }

    /// The same from the place's lists and its address's UTF-8 bytes (well-formed).
    mutating func add(foldedName name: UnsafeBufferPointer<UInt8>, cuisines: [String], tags: [String],
                      address: UnsafeBufferPointer<UInt8>?) {
        localTokens.removeAll(keepingCapacity: true)
        localWeights.removeAll(keepingCapacity: true)
        noteWords(of: name, Weight.name, keepWhole: false)
        for c in cuisines { addValue(c, isCuisine: true) }
        for t in tags { addValue(t, isCuisine: false) }
        if let address { add(address, Weight.address, keepWhole: false) }
        for (k, weight) in localWeights.enumerated() {
            let e = entryToken.count + k
            if e & 3 == 0 { weightCodes.append(0) }
            weightCodes[e >> 2] |= Weight.code(weight) << UInt8((e & 3) << 1)
        }
        entryToken.append(contentsOf: localTokens)
        placeEnds.append(UInt32(entryToken.count))
    }

    /// At most `PlaceLimits.indexedWords` distinct words a place: the search is short.
    private mutating func note(_ word: UnsafeBufferPointer<UInt8>, _ weight: UInt8) {
        let full = localTokens.count >= PlaceLimits.indexedWords
        guard let token = full ? table.find(word) : table.insert(word).id else { return }
        note(token: token, weight)
    }

    /// A word already in the table.
    @inline(__always)
    private mutating func note(token: Int, _ weight: UInt8) {
        if let i = localTokens.firstIndex(of: UInt32(token)) {
            localWeights[i] = max(localWeights[i], weight)
        } else if localTokens.count < PlaceLimits.indexedWords {
            localTokens.append(UInt32(token))
            localWeights.append(weight)
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

    /// A cuisine or a tag (a whole value is a word too): counted, and its words noted as
    /// `add` notes them, found once per value. They are kept only when they all go into
    /// the table here (a place near the word limit notes them the long way: past the limit
    /// a word is looked up, not added).
    private mutating func addValue(_ text: String, isCuisine: Bool) {
        let id = isCuisine ? cuisines.count(text) : tags.count(text)
        let weight = isCuisine ? Weight.cuisine : Weight.tag
        if let known = isCuisine ? cuisines.tokens(of: id) : tags.tokens(of: id) {
            for token in known { note(token: Int(token), weight) }
            return
        }
        let words = Self.words(of: text, keepWhole: true, folded: &folded, memo: &foldedWords)
        guard localTokens.count + words.count <= PlaceLimits.indexedWords else {
            for word in words { word.withUnsafeBufferPointer { note($0, weight) } }
            return
        }
        let found = words.map { word in UInt32(word.withUnsafeBufferPointer { table.insert($0).id }) }
        if isCuisine { cuisines.setTokens(found, of: id) } else { tags.setTokens(found, of: id) }
        for token in found { note(token: Int(token), weight) }
    }

    /// The words `add` notes for `text`, in that order.
    static func words(of text: String, keepWhole: Bool, folded: inout [UInt8], memo: inout [String: [String]]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        if TextFolding.fold(text, into: &folded) {
            folded.withUnsafeBufferPointer { bytes in
                var start = -1
                for i in 0...bytes.count {
                    if i < bytes.count, SearchIndexBuilder.isWordByte(bytes[i]) {
                        if start < 0 { start = i }
                    } else if start >= 0 {
                        let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
                        if !SearchIndexBuilder.isSeparatorOnly(word) { out.append(Array(word)) }
                        start = -1
                    }
                }
            }
            if keepWhole, out.count > 1 { out.append(folded) }
            return out
        }
        var words = SearchIndexBuilder.words(of: text, memo: &memo)
        if keepWhole, words.count > 1 { words.append(TextFolding.fold(text)) }
        return words.map { Array($0.utf8) }
    }

    private mutating func add(_ utf8: UnsafeBufferPointer<UInt8>, _ weight: UInt8, keepWhole: Bool) {
        // ASCII, Latin, Greek, Cyrillic (nearly every word): folded by table and split
        // byte by byte, no strings made.
        if TextFolding.fold(utf8: utf8, into: &folded) {
            let bytes = folded
            folded = []
            bytes.withUnsafeBufferPointer { noteWords(of: $0, weight, keepWhole: keepWhole) }
            folded = bytes
            return
        }
        // Other scripts fold through Foundation, which is slow: word by word, each
        // word (a street's, a city's) folded once.
        let text = String(decoding: utf8, as: UTF8.self)
        var words = SearchIndexBuilder.words(of: text, memo: &foldedWords)
        if keepWhole, words.count > 1 { words.append(TextFolding.fold(text)) }
        for var word in words { word.withUTF8 { note($0, weight) } }
    }
}
