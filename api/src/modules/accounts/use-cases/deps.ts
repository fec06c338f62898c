// What the super_admin's account use cases work with: the database, the clock, the sign-in
// (sessions) and the invitations (an account's page lists those of its address).
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { AuthService } from '../../auth/index';
import type { InvitationsService } from '../invitations.service';

export interface AccountsDeps {
  db: DB;
  clock: Clock;
  auth: AuthService;
  invitations: InvitationsService;
}
