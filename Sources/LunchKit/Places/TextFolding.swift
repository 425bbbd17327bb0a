import Foundation

/// Case- and accent-folding for matching what people type against names:
/// `Café` and `cafe` fold to the same key, as do `Kahvila` and `kahvila`.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }
}
