import ArgumentParser

/// `sync [RADIUS] [--fresh]`.
public struct SyncArguments: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "fetch the places around you from OpenStreetMap (Overpass) into your catalog",
        usage: "sync [RADIUS] [--fresh]",
        discussion: """
        The only command that uses the network: it sends your location and the radius to
        the Overpass API (LUNCH_OVERPASS_URL to use another server) and merges the answer
        by id. Answers are kept for 24 h; --fresh asks again. Ctrl-C cancels.
        examples:
          sync
          sync 2km --fresh
        """
    )

    @Flag(help: "Ask the server even when a recent answer is kept.")
    public var fresh = false

    @Argument(help: "radius (default 1500 m or your saved radius)")
    public var radius: String?

    public init() {}
}
