/// A search radius as people write it: metres (`1500`), with a unit (`800m`, `1.2km`),
/// or walking minutes one way (`10min`, at 80 m a minute).
public enum Radius {
    public static let defaultMetres = 1500.0
    public static let maximumMetres = 50_000.0

    /// Nil when the word is not a radius at all; throws when it is one but unusable.
    public static func parse(_ word: String) throws -> Double? {
        let text = word.lowercased().replacingOccurrences(of: " ", with: "")
        let units: [(String, Double)] = [("km", 1000), ("min", Geo.walkingMetresPerMinute), ("m", 1)]
        var number = text, factor = 1.0
        for (suffix, f) in units where text.hasSuffix(suffix) {
            number = String(text.dropLast(suffix.count))
            factor = f
            break
        }
        guard let first = number.first, first.isNumber || first == "." || first == "-",
              number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "," }) else { return nil }
        guard let value = Double(number.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            throw UserError(Messages.badRadius(word))
        }
        let metres = value * factor
        guard metres > 0 else { throw UserError(Messages.radiusNotPositive(word)) }
        guard metres <= maximumMetres else { throw UserError(Messages.radiusTooLarge(word)) }
        return metres
    }
}
