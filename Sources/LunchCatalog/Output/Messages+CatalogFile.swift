import LunchStorage
import LunchText

extension Messages {
    /// Said once when a catalog file was rewritten or cut short on disk while this shell
    /// read it where it was used (`ImageFile`): what changed is never used.
    public static let catalogChangedOnDisk = "warning: the catalog file changed on disk while lunch was using it; "
        + "answers that need the changed part are not shown. Start lunch again (or import) to use the file as it is now"
    /// A command's answer made while the catalog file read as changed (`CatalogDamageWatch`):
    /// it would hold wrong or blank places, so it is not shown and nothing follows from it.
    public static let catalogAnswerWithheld = "this answer needs the part of the catalog file that changed on disk, "
        + "so it is not shown; start lunch again (or import) to use the file as it is now"
}
