// The migration list, imported statically (no filesystem globbing, so it works the same under
// node, jest and a bundler). Names are timestamps; Kysely runs them in name order.
import type { Migration } from 'kysely';
import * as reference from './20260301000100_reference';
import * as clubsPeople from './20260301000200_clubs_people';
import * as users from './20260301000300_users';
import * as tournaments from './20260301000400_tournaments';
import * as matches from './20260301000500_matches';
import * as content from './20260301000600_content';
import * as search from './20260302000100_search';
import * as contentBlocks from './20260302000200_content_blocks';
import * as privateDocuments from './20260303000100_private_documents';
import * as clubColors from './20260303000200_club_colors';
import * as documentExpiry from './20260303000300_document_expiry';
import * as staffCitizenship from './20260306010100_staff_citizenship';
import * as citizenshipCodes from './20260310016300_citizenship_codes';
import * as liveMatchNotify from './20260306010200_live_match_notify';
import * as applicationHistoryAppendOnly from './20260305010100_application_history_append_only';
import * as peopleCabinet from './20260304000100_people_cabinet';
import * as teamTitlesUnique from './20260304010100_team_titles_unique';
import * as matchProtocol from './20260306000100_match_protocol';
import * as rateLimits from './20260307000100_rate_limits';
import * as matchTally from './20260308000100_match_tally';
import * as concurrentWrites from './20260309000100_concurrent_writes';
import * as publicDataVersion from './20260309000200_public_data_version';
import * as documentReminders from './20260310000100_document_reminders';
import * as matchClock from './20260311017200_match_clock';
import * as fixtureMoves from './20260311017700_fixture_moves';
import * as liveNotifyRow from './20260312017900_live_notify_row';
import * as notificationEmail from './20260312018000_notification_email';
import * as seasonsEntries from './20260313000100_seasons_entries';
import * as userLanguage from './20260314000100_user_language';
import * as applicationDisqualifications from './20260314018100_application_disqualifications';
import * as searchVectors from './20260314019700_search_vectors';
import * as accounts from './20261128020100_accounts';
import * as refereeContacts from './20261128020200_referee_contacts';
import * as matchSheet from './20261128010001_match_sheet';
import * as appointments from './20261128010002_appointments';
import * as registryImports from './20261128050100_registry_imports';
import * as leagueIdentity from './20261128030100_league_identity';
import * as feedbackInbox from './20261128030200_feedback_inbox';
import * as contentPublishing from './20261128060001_content_publishing';
import * as changeHistory from './20261129010100_change_history';
import * as signingPins from './20261129020100_signing_pins';

export const migrations: Record<string, Migration> = {
  '20260301000100_reference': reference,
  '20260301000200_clubs_people': clubsPeople,
  '20260301000300_users': users,
  '20260301000400_tournaments': tournaments,
  '20260301000500_matches': matches,
  '20260301000600_content': content,
  '20260302000100_search': search,
  '20260302000200_content_blocks': contentBlocks,
  '20260303000100_private_documents': privateDocuments,
  '20260303000200_club_colors': clubColors,
  '20260303000300_document_expiry': documentExpiry,
  '20260306010100_staff_citizenship': staffCitizenship,
  '20260306010200_live_match_notify': liveMatchNotify,
  '20260305010100_application_history_append_only': applicationHistoryAppendOnly,
  '20260304000100_people_cabinet': peopleCabinet,
  '20260304010100_team_titles_unique': teamTitlesUnique,
  '20260306000100_match_protocol': matchProtocol,
  '20260307000100_rate_limits': rateLimits,
  '20260308000100_match_tally': matchTally,
  '20260309000100_concurrent_writes': concurrentWrites,
  '20260309000200_public_data_version': publicDataVersion,
  '20260310000100_document_reminders': documentReminders,
  '20260310016300_citizenship_codes': citizenshipCodes,
  '20260311017200_match_clock': matchClock,
  '20260311017700_fixture_moves': fixtureMoves,
  '20260312017900_live_notify_row': liveNotifyRow,
  '20260312018000_notification_email': notificationEmail,
  '20260313000100_seasons_entries': seasonsEntries,
  '20260314000100_user_language': userLanguage,
  '20260314018100_application_disqualifications': applicationDisqualifications,
  '20260314019700_search_vectors': searchVectors,
  '20261128020100_accounts': accounts,
  '20261128020200_referee_contacts': refereeContacts,
  '20261128010001_match_sheet': matchSheet,
  '20261128010002_appointments': appointments,
  '20261128050100_registry_imports': registryImports,
  '20261128030100_league_identity': leagueIdentity,
  '20261128030200_feedback_inbox': feedbackInbox,
  '20261128060001_content_publishing': contentPublishing,
  '20261129010100_change_history': changeHistory,
  '20261129020100_signing_pins': signingPins,
};
