extension WalkNetwork {
    /// Every segment (a piece of an edge's polyline) whose bounding box meets a box of
    /// latitudes and longitudes, for drawing the streets on a map. One pass over the edges.
    public func forEachSegment(lat: ClosedRange<Double>, lon: ClosedRange<Double>,
                               _ body: (WalkCoordinate, WalkCoordinate) -> Void) {
        guard let la0 = FixedPoint.fixed(max(-90, lat.lowerBound), limit: 90),
              let la1 = FixedPoint.fixed(min(90, lat.upperBound), limit: 90),
              let lo0 = FixedPoint.fixed(max(-180, lon.lowerBound), limit: 180),
              let lo1 = FixedPoint.fixed(min(180, lon.upperBound), limit: 180) else { return }
        for e in 0..<edgeCount {
            let count = pointCount(ofEdge: e)
            var a = point(ofEdge: e, 0)
            for k in 1..<count {
                let b = point(ofEdge: e, k)
                if max(a.lat, b.lat) >= la0, min(a.lat, b.lat) <= la1, max(a.lon, b.lon) >= lo0, min(a.lon, b.lon) <= lo1 {
                    body(WalkCoordinate(lat: FixedPoint.degrees(a.lat), lon: FixedPoint.degrees(a.lon)),
                         WalkCoordinate(lat: FixedPoint.degrees(b.lat), lon: FixedPoint.degrees(b.lon)))
                }
                a = b
            }
        }
    }
}
