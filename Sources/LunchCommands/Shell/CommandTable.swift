import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Every shell command, in the order `help` lists them: the one list that the registry,
/// `help`, Tab completion, the manual and `--generate-completion-script` read. Adding a
/// command is one folder under `Commands/` and one line here.
public enum CommandTable {
    public static var commands: [any ShellCommand.Type] {
        [
            HelpCommand.self,
            NearCommand.self,
            SearchCommand.self,
            FindCommand.self,
            MoreCommand.self,
            ShowCommand.self,
            OpenCommand.self,
            FavCommand.self,
            UnfavCommand.self,
            FavsCommand.self,
            RateCommand.self,
            VisitsCommand.self,
            StatsCommand.self,
            UndoCommand.self,
            ExportCommand.self,
            FilterCommand.self,
            PickCommand.self,
            TeamCommand.self,
            VoteCommand.self,
            UnvoteCommand.self,
            VetoCommand.self,
            UnvetoCommand.self,
            InCommand.self,
            OutCommand.self,
            TodayCommand.self,
            DecideCommand.self,
            UntriedCommand.self,
            ImportCommand.self,
            SyncCommand.self,
            MapCommand.self,
            ViewCommand.self,
            PagerCommand.self,
            AtCommand.self,
            WhereCommand.self,
            HistoryCommand.self,
            ClearCommand.self,
            QuitCommand.self,
        ]
    }
}
