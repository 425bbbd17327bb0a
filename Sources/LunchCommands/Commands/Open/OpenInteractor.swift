import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Picks the link for a place and hands it to the system opener (http and https only,
/// and lunch's own `wikipedia://` link).
public struct OpenInteractor {
    public struct Result {
        public var place: Place
        public var target: String
        public var link: String
        /// The opener that ran, or nil when there is none.
        public var opener: String?
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let opener: any LinkOpener

    public func open(_ request: OpenRequest) throws -> Result {
        if request.target == nil { try checkTarget(request.ref.words) }
        let place = catalog.place(at: try resolver.resolve(request.ref))
        let links = PlaceLinks(place)
        let chosen = request.target ?? (place.id.hasPrefix("osm:") ? "osm" : "google")
        guard let link = links.link(chosen) else { throw UserError(Messages.noWebsite(place.name)) }
        // Only http(s) reaches the opener: a website tag can say file:, smb:, javascript: or a
        // path. The wikipedia link is lunch's own (its scheme fixed, the data in it encoded).
        guard chosen == "wikipedia" || WebLink.url(link) != nil else {
            throw UserError(chosen == "web" ? Messages.notWebLink(place.website ?? link) : Messages.notOpenable(link))
        }
        do {
            return Result(place: place, target: chosen, link: link, opener: try opener.open(link))
        } catch let failed as LinkOpenerFailed {
            throw UserErrorFields(UserError(Messages.openerFailed(failed.program, status: failed.status, link: link)),
                                  json: [("id", .string(place.id)), ("target", .string(chosen)), ("link", .string(link)),
                                         ("opened", .bool(false))])
        }
    }

    /// `open 1 bogus`: a place, then a word that is no target (or a misspelt one) — said
    /// as such instead of "no place named '1 bogus'".
    private func checkTarget(_ words: [String]) throws {
        func names(_ words: [String]) -> Bool { (try? resolver.resolve(PlaceReference(words))) != nil }
        guard words.count > 1, let last = words.last, !names(words) else { return }
        let lower = last.lowercased()
        let guess = Suggestion.closest(to: lower, in: PlaceLinks.targets)
        let afterTarget = words.count > 2 && PlaceLinks.targets.contains(words[words.count - 2].lowercased())
        if afterTarget, names(Array(words.dropLast(2))) {
            throw UserError(Messages.extraAfterTarget(last))
        }
        if guess != nil || afterTarget || names(Array(words.dropLast())) {
            throw UserError(Messages.unknownTarget(last, suggestion: guess))
        }
    }
}
