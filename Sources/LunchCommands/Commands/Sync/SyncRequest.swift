import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `sync` was asked: at most one provider (nil: Google with a key, else Overpass)
/// and at most one radius (nil: the saved one, else 1500 m).
public struct SyncRequest: Equatable, Sendable {
    public var provider: String?
    public var radius: Radius?

    public init(provider: String? = nil, radius: Radius? = nil) {
        self.provider = provider
        self.radius = radius
    }

    public init(_ words: [SyncWord]) throws {
        for word in words {
            switch word {
            case .provider(let name):
                guard provider == nil else { throw UserError(Messages.extraProvider(name)) }
                provider = name
            case .radius(let value, let typed):
                guard radius == nil else { throw UserError(Messages.extraRadius(typed)) }
                radius = value
            }
        }
    }
}
