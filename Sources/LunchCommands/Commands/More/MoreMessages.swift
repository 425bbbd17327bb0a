import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `more` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let noListForMore = "there is no list yet: 'near' or 'search TEXT' makes one"
    public static func nothingMore(_ count: Int) -> String {
        count == 1 ? "The last list has 1 row, and it is shown." : "All \(count) rows of the last list are shown."
    }
    /// Under a page of a list: which rows these are.
    public static func pageRows(first: Int, last: Int, of total: Int) -> String {
        first == last ? "(row \(first) of \(total))" : "(rows \(first)–\(last) of \(total))"
    }
    /// Under a list whose other rows are held back.
    public static func moreRows(_ count: Int) -> String { "… \(count) more: type 'more'" }
}
