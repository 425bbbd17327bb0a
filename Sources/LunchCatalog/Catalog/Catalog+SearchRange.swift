import LunchStorage
import LunchText

extension Catalog {
    /// Every place within `range` metres of `origin` matching every word of `text` (and
    /// `keep`), scored as `search` scores them, best first, ties nearest first. Starts from
    /// the places in the circle (the grid) and looks each up in the words' posting lists,
    /// so a word matching most of a large catalog costs no more than the circle.
    func matches(_ text: String, around origin: Coordinate, within range: Double,
                 where keep: ((Int) -> Bool)?) -> [SearchHit] {
        let (words, typed) = queryWords(text)
        guard !words.isEmpty, count > 0 else { return [] }
        var circle = within(range, of: origin)
        guard !circle.isEmpty else { return [] }
        circle.sort { $0.index < $1.index }
        let postingPlaces = image.sectionOnDemand(.postingPlaces, as: UInt32.self)
        let postingWeights = image.sectionOnDemand(.postingWeights, as: UInt8.self)
        let starts = image.section(.postingStarts, as: UInt32.self)
        var scores = [Float](repeating: 0, count: circle.count)
        var alive = [Bool](repeating: true, count: circle.count)
        for word in words {
            var best = [Float](repeating: -1, count: circle.count)
            for (token, quality) in tokenMatches(for: word, typed: typed[word]) {
                let postings = Int(starts[token])..<Int(starts[token + 1])
                guard !postings.isEmpty else { continue }
                image.load(.postingPlaces, as: UInt32.self, postings)
                image.load(.postingWeights, as: UInt8.self, postings)
                if postings.count <= circle.count * 8 {
                    // About as long as the circle: one merge of both.
                    var k = 0
                    for p in postings {
                        let place = Int(postingPlaces[p])
                        while k < circle.count, circle[k].index < place { k += 1 }
                        if k == circle.count { break }
                        if circle[k].index == place { best[k] = max(best[k], Float(Double(postingWeights[p]) * quality)) }
                    }
                } else {
                    // Far longer: each place of the circle looked up, from where the last was.
                    var low = postings.lowerBound
                    for k in circle.indices where alive[k] {
                        var high = postings.upperBound
                        let place = UInt32(circle[k].index)
                        while low < high {
                            let mid = (low + high) / 2
                            if postingPlaces[mid] < place { low = mid + 1 } else { high = mid }
                        }
                        if low == postings.upperBound { break }
                        if postingPlaces[low] == place { best[k] = max(best[k], Float(Double(postingWeights[low]) * quality)) }
                    }
                }
            }
            for k in circle.indices {
                if best[k] < 0 { alive[k] = false } else { scores[k] += best[k] }
            }
        }
        let named = placesNamed(text)
        var found: [SearchHit] = []
        for k in circle.indices where alive[k] {
            let place = circle[k].index
            if let keep, !keep(place) { continue }
            var score = scores[k]
            if named.contains(UInt32(place)) { score += MatchQuality.wholeName }
            if words.count > 1, nameHolds(words, place: place) { score += MatchQuality.wordOrder }
            found.append(SearchHit(index: place, score: Double(score), distance: circle[k].distance))
        }
        found.sort { a, b in
            a.score != b.score ? a.score > b.score : (a.distance! != b.distance! ? a.distance! < b.distance! : a.index < b.index)
        }
        return found
    }
}
