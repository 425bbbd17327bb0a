extension Messages {
    /// Said once when a catalog file was rewritten or cut short on disk while this shell
    /// read it where it was used (`ImageFile`): what changed is never used.
    public static let catalogChangedOnDisk = "warning: the catalog file changed on disk while lunch was using it; "
        + "places in the changed part are left out of answers. Start lunch again to use the file as it is now"
}
