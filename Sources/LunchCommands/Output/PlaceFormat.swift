import LunchText

/// Small formatting rules shared by the list and the detail view.
public enum PlaceFormat {
    /// What an unknown price is shown as.
    public static let unknownPrice = "–"

    /// `$`..`$$$$`, or `–` when unknown.
    public static func price(_ tier: Int?) -> String {
        guard let tier, (1...4).contains(tier) else { return unknownPrice }
        return String(repeating: "$", count: tier)
    }
}
