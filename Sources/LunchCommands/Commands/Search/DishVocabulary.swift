import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Dishes people search for, and the OpenStreetMap cuisines that serve them: `search tacos`
/// also lists the Mexican places, below the places whose own words match. Keys are folded
/// (lower case, no accents) and looked up as the whole query (`pad thai`) or as its one word.
public enum DishVocabulary {
    public static let cuisines: [String: [String]] = {
        var table: [String: [String]] = [:]
        for (dishes, cuisines) in entries {
            for dish in dishes { table[dish] = cuisines }
        }
        return table
    }()

    /// Dish words and the cuisines they mean (README "Search" lists them).
    static let entries: [([String], [String])] = [
        (["taco", "tacos", "burrito", "burritos", "quesadilla", "quesadillas", "nachos", "enchilada", "enchiladas",
          "fajita", "fajitas"], ["mexican", "tex-mex"]),
        (["pho", "banh mi", "bun cha"], ["vietnamese"]),
        (["ramen", "sushi", "udon", "soba", "tempura", "sashimi", "gyoza", "onigiri", "yakitori"], ["japanese", "sushi"]),
        (["kebab", "kebabs", "kebap", "doner", "durum", "shawarma", "gyro", "gyros"], ["kebab", "turkish"]),
        (["curry", "curries"], ["indian", "thai", "nepalese"]),
        (["biryani", "tandoori", "naan", "masala", "dal", "samosa", "samosas"], ["indian", "nepalese"]),
        (["momo", "momos"], ["nepalese", "tibetan"]),
        (["pad thai", "tom yum", "green curry"], ["thai"]),
        (["pizza", "pizzas"], ["pizza", "italian"]),
        (["pasta", "risotto", "lasagna", "lasagne", "spaghetti", "carbonara"], ["italian"]),
        (["burger", "burgers", "hamburger", "hamburgers", "cheeseburger"], ["burger"]),
        (["dumpling", "dumplings", "dim sum", "wonton", "wontons"], ["chinese"]),
        (["noodle", "noodles"], ["noodle", "chinese", "asian"]),
        (["falafel", "hummus", "mezze", "meze"], ["lebanese", "middle_eastern", "falafel"]),
        (["tapas", "paella"], ["spanish"]),
        (["souvlaki", "moussaka", "gyros pita"], ["greek"]),
        (["schnitzel", "bratwurst", "currywurst"], ["german", "austrian"]),
        (["bibimbap", "kimchi", "bulgogi"], ["korean"]),
        (["poke"], ["poke", "hawaiian"]),
        (["steak", "steaks"], ["steak_house", "steak"]),
        (["bagel", "bagels"], ["bagel"]),
        (["sandwich", "sandwiches", "sub", "subs"], ["sandwich"]),
        (["salad", "salads"], ["salad"]),
        (["ice cream", "gelato"], ["ice_cream"]),
        (["coffee", "espresso", "latte", "cappuccino"], ["coffee_shop"]),
        (["hot dog", "hotdog", "hotdogs"], ["hotdog"]),
        (["fish and chips"], ["fish_and_chips"]),
        (["khachapuri", "khinkali"], ["georgian"]),
        (["plov", "lagman", "manti", "samsa"], ["uzbek", "uyghur", "central_asian"]),
        (["beshbarmak", "baursak"], ["kazakh", "central_asian"]),
        (["pelmeni", "borscht", "blini"], ["russian"]),
        (["croissant", "croissants", "crepe", "crepes"], ["french"]),
    ]

    /// The cuisines a query names as a dish, or none: the whole query (`pad thai`), else
    /// each of its words that is one (`tacos burrito`, `mexican tacos`).
    public static func cuisines(for text: String) -> [String] {
        expansions(of: text).map(\.cuisine)
    }

    /// One query per cuisine: the query's other words and the cuisine (`tacos helsinki` →
    /// `helsinki mexican`, `helsinki tex-mex`); none when no dish is named.
    public static func expansions(of text: String) -> [(cuisine: String, query: String)] {
        let words = SearchIndexBuilder.words(of: text)
        guard !words.isEmpty else { return [] }
        if let whole = cuisines[words.joined(separator: " ")] { return whole.map { ($0, $0) } }
        var found: [String] = [], others: [String] = []
        for word in words {
            if let named = cuisines[word] {
                for c in named where !found.contains(c) { found.append(c) }
            } else {
                others.append(word)
            }
        }
        // `mexican tacos`: the cuisine named beside its dish is no extra word to match.
        let cuisineWords = Set(found.flatMap { SearchIndexBuilder.words(of: $0) })
        others.removeAll { cuisineWords.contains($0) }
        return found.map { ($0, (others + [$0]).joined(separator: " ")) }
    }
}
