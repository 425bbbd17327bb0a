/// A load run went wrong (one line).
package struct LoadError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
