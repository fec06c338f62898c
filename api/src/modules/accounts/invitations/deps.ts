// What the invitation use cases work with: the database, the clock, the sign-in (an accepted
// invitation signs in), the site's address for links and whether e-mail can be sent.
import type { DB } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { AuthService } from '../../auth/index';

export interface InvitationsDeps {
  db: DB;
  clock: Clock;
  auth: AuthService;
  publicUrl: string;
  emailAvailable: boolean;
}

export interface Client {
  ip: string;
  userAgent: string | null;
}
