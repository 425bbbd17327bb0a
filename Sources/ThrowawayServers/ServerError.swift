/// A throwaway server could not be found, started or asked (one line).
package struct ServerError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
