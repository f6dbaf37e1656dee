// The admin pages of teams, rosters and players (one chunk, loaded on first visit).
export { AddPlayersPage, NewRosterPlayerPage } from './AddPlayersPage';
export { ArchivedTeamsPage } from './ArchivedTeamsPage';
export { ChangeNumberPage } from './ChangeNumberPage';
export { CurrentTeamPage } from './CurrentTeamPage';
export { LeagueTeamsPage } from './LeagueTeamsPage';
export { NewPlayerPage } from './NewPlayerPage';
export { NewTeamPage } from './NewTeamPage';
export { TeamPlayersPage, LeagueTeamPlayersPage } from './TeamPlayersPage';
export { TeamRosterPage } from './TeamRosterPage';
export { UpdatePlayerPage } from './UpdatePlayerPage';
export { UpdateTeamPage, UpdateTeamNamePage } from './UpdateTeamPage';
