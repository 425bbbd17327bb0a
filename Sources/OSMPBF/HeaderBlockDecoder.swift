/// Checks an OSMHeader block: every required feature must be one this reader understands.
enum HeaderBlockDecoder {
    /// Features this reader can honour. History files (`HistoricalInformation`, `.osh.pbf`)
    /// are refused: they hold every old version and deleted objects, and this reader
    /// ignores the version and visibility fields that tell them apart.
    static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    /// Returns the required features, or throws for one that is not supported.
    @discardableResult
    static func decode(_ buf: UnsafeBufferPointer<UInt8>) throws(BlockDecodeError) -> [String] {
        var r = ProtoReader(buf)
        var required: [String] = []
        while let f = try r.field() {
            if f.number == 4 {
                let range = try r.lengthDelimited(f, in: "HeaderBlock")
                let feature = String(decoding: UnsafeBufferPointer(rebasing: buf[range]), as: UTF8.self)
                if feature == "HistoricalInformation" { throw BlockDecodeError(PBFError.historyFile) }
                guard supportedFeatures.contains(feature) else {
                    let shown = feature.count > 80 ? String(feature.prefix(80)) + "…" : feature
                    throw BlockDecodeError("file requires the unsupported feature \"\(shown)\"")
                }
                required.append(feature)
            } else {
                try r.skip(f.wire)
            }
        }
        return required
    }
}
