// The whole schema as one Kysely type, composed from each module's *.table.ts.
import type { Kysely, Transaction } from 'kysely';
import type { AccountTables } from '../modules/accounts/accounts.table';
import type { ApplicationTables } from '../modules/applications/applications.table';
import type { AuthTables } from '../modules/auth/auth.table';
import type { ClubTables } from '../modules/clubs/clubs.table';
import type { ContentTables } from '../modules/content/content.table';
import type { DepartureTables } from '../modules/departures/departures.table';
import type { DocumentTables } from '../modules/documents/documents.table';
import type { FeedbackTables } from '../modules/feedback/feedback.table';
import type { HistoryTables } from '../modules/history/history.table';
import type { LeagueTables } from '../modules/league/league.table';
import type { StadiumTables } from '../modules/stadiums/stadiums.table';
import type { MatchTables } from '../modules/matches/matches.table';
import type { MatchSheetTables } from '../modules/matches/sheet/sheet.table';
import type { AppointmentTables } from '../modules/matches/appointments/appointments.table';
import type { NotificationTables } from '../modules/notifications/notifications.table';
import type { PlayerTables } from '../modules/players/players.table';
import type { RefereeTables } from '../modules/referees/referees.table';
import type { RegistryImportTables } from '../modules/registry-import/import.table';
import type { StaffTables } from '../modules/staff/staff.table';
import type { SystemTables } from '../modules/system/system.table';
import type { TeamTables } from '../modules/teams/teams.table';
import type { TournamentTables } from '../modules/tournaments/tournaments.table';
import type { JobRunTables } from './job-runs.table';

export interface Database
  extends AccountTables,
    ApplicationTables,
    AuthTables,
    ClubTables,
    ContentTables,
    DepartureTables,
    DocumentTables,
    FeedbackTables,
    JobRunTables,
    StadiumTables,
    MatchTables,
    MatchSheetTables,
    AppointmentTables,
    NotificationTables,
    PlayerTables,
    RefereeTables,
    RegistryImportTables,
    StaffTables,
    SystemTables,
    TeamTables,
    TournamentTables,
    LeagueTables,
    HistoryTables {}

export type DB = Kysely<Database>;
/** What a repository takes: the database or a transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;
