/// Turns a block's raw coordinates (granularity, offsets) into 1e-7 degree fixed point.
struct CoordinateScale {
    let granularity: Int64
    let latOffset: Int64
    let lonOffset: Int64
    /// granularity 100 and no offsets: raw values already are 1e-7 degrees.
    let isPlain: Bool

    init(granularity: Int64, latOffset: Int64, lonOffset: Int64) {
        self.granularity = granularity; self.latOffset = latOffset; self.lonOffset = lonOffset
        isPlain = granularity == 100 && latOffset == 0 && lonOffset == 0
    }

    /// Fixed-point latitude (1e-7 degrees) or nil when it lies outside ±90°.
    @inline(__always)
    func lat(_ raw: Int64) -> Int32? {
        if isPlain {
            return raw >= -900_000_000 && raw <= 900_000_000 ? Int32(truncatingIfNeeded: raw) : nil
        }
        return scaled(raw, offset: latOffset, limit: 90_000_000_000)
    }

    @inline(__always)
    func lon(_ raw: Int64) -> Int32? {
        if isPlain {
            return raw >= -1_800_000_000 && raw <= 1_800_000_000 ? Int32(truncatingIfNeeded: raw) : nil
        }
        return scaled(raw, offset: lonOffset, limit: 180_000_000_000)
    }

    private func scaled(_ raw: Int64, offset: Int64, limit: Int64) -> Int32? {
        let (product, o1) = raw.multipliedReportingOverflow(by: granularity)
        if o1 { return nil }
        let (nano, o2) = product.addingReportingOverflow(offset)
        if o2 || nano < -limit || nano > limit { return nil }
        // Round half away from zero to the nearest 1e-7 degree.
        let fixed = nano >= 0 ? (nano + 50) / 100 : (nano - 50) / 100
        return Int32(truncatingIfNeeded: fixed)
    }

    /// A raw value as degrees for error messages (may be absurd, never traps).
    func degrees(_ raw: Int64, offset: Int64) -> String {
        let d = (Double(raw) * Double(granularity) + Double(offset)) / 1e9
        return "\(d)"
    }
}
