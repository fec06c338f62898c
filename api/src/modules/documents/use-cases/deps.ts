// What the document use cases work with: the database, the private file store and the clock;
// and whether a user reaches a person (a command_admin only people of its own club).
import type { DocumentOwner } from '@league/shared/contracts';
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../storage/storage';
import { type CurrentUser, inClubScope, isClubScoped } from '../../auth/index';
import * as repository from '../documents.repository';

export interface DocumentsDeps {
  db: DB;
  storage: FileStorage;
  clock: Clock;
}

/** Whether the user reaches the person: a command_admin only people of its own club. */
export async function reaches(
  executor: DB | Parameters<typeof repository.personClubIds>[0],
  owner: DocumentOwner,
  personId: number,
  user: CurrentUser,
) {
  if (!isClubScoped(user)) return true;
  return inClubScope(user, ...(await repository.personClubIds(executor, owner, personId)));
}
