import ArgumentParser

/// `at LAT,LON` / `at LAT LON` / `at NAME`.
public struct AtArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "at",
        abstract: "set the current location",
        usage: "at LAT,LON | at LAT LON | at NAME",
        discussion: """
        NAME is a named area (a neighbourhood or city) or a place in the catalog.
        examples:
          at 60.1699,24.9384
          at 60.17 24.94
          at Kamppi
        """
    )

    @Argument(parsing: .allUnrecognized, help: "coordinates or a name")
    public var words: [String] = []

    public init() {}
}
