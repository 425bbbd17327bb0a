import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Typed filter words, read as the shell reads what is typed after `near`, `search` or `filter`.
func words(_ typed: String...) throws -> [FilterWord] {
    try typed.map(FilterWord.init(parsing:))
}
