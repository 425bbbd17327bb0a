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
            HelpArguments.self,
            NearArguments.self,
            SearchArguments.self,
            FindArguments.self,
            MoreArguments.self,
            ShowArguments.self,
            OpenArguments.self,
            FavArguments.self,
            UnfavArguments.self,
            FavsArguments.self,
            RateArguments.self,
            VisitsArguments.self,
            StatsArguments.self,
            UndoArguments.self,
            ExportArguments.self,
            FilterArguments.self,
            PickArguments.self,
            TeamArguments.self,
            VoteArguments.self,
            UnvoteArguments.self,
            TodayArguments.self,
            DecideArguments.self,
            ImportArguments.self,
            SyncArguments.self,
            MapArguments.self,
            ViewArguments.self,
            AtArguments.self,
            WhereArguments.self,
            HistoryArguments.self,
            ClearArguments.self,
            QuitArguments.self,
        ]
    }
}
