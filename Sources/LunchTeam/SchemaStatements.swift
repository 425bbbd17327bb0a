/// The statements of each schema version as the migrator runs them (`SchemaMigrator`), for
/// tests that make a database of an older version to upgrade.
package enum SchemaStatements {
    /// Version `number`'s statements (none for a version this binary does not know).
    package static func version(_ number: Int) -> [String] { SchemaMigrator.migrations[number] ?? [] }
}
