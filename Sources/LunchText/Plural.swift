/// Counts in words: `1 place`, `2 places`, `0 places`.
public enum Plural {
    /// `n` and `noun`, with the plural `plural` (`noun` + "s" unless given) when n ≠ 1.
    public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
    }

    /// The verb that goes with `n` things: `matches`/`match`, `is`/`are`, `was`/`were`.
    public static func verb(_ n: Int, _ singular: String, _ plural: String) -> String {
        n == 1 ? singular : plural
    }
}
