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
import * as teamTitlesUnique from './20260304010100_team_titles_unique';
import * as matchProtocol from './20260306000100_match_protocol';

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
  '20260304010100_team_titles_unique': teamTitlesUnique,
  '20260306000100_match_protocol': matchProtocol,
};
