import ArgumentParser

/// What `fav` and `unfav` share: a REF, and which way they set the mark.
public protocol FavoriteArguments: ParsableCommand {
    static var marks: Bool { get }
    var ref: [String] { get }
}

extension FavArguments: FavoriteArguments {
    public static var marks: Bool { true }
}

extension UnfavArguments: FavoriteArguments {
    public static var marks: Bool { false }
}
