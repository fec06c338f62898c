// Referees and the demo accounts (one per cabinet role).
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import type { League } from './clubs';
import { REFEREE_CATEGORIES } from './content';
import { names, tr, type SeedContext } from './model';
import { personName, slugify } from './names';
import { CITIES } from './places';
import type { Reference } from './reference';

export const DEMO_PASSWORD = 'league-demo-2026';

export const DEMO_USERS = [
  { email: 'admin@league.test', role: 'super_admin', name: 'Әлия Сейітова' },
  { email: 'team@league.test', role: 'command_admin', name: 'Ерлан Жұмабаев' },
  { email: 'referee@league.test', role: 'referee', name: '' },
  { email: 'provider@league.test', role: 'provider', name: 'Дина Омарова' },
  { email: 'media@league.test', role: 'media_manager', name: 'Тимур Ким' },
] as const;

export interface Officials {
  refereeIds: number[];
  /** The referee the referee account belongs to. */
  refereeUserReferee: number;
  userIds: Map<string, number>;
  adminId: number;
  teamUserId: number;
  providerId: number;
}

export function addOfficials(ctx: SeedContext, { cityIds, roleIds }: Reference, { commandClub }: League): Officials {
  const { rows, ids, random, scale } = ctx;
  const refereeIds: number[] = [];
  const refereeCount = 24 * Math.min(scale, 5);
  for (let i = 0; i < refereeCount; i++) {
    const person = personName(random, 'male');
    const id = ids.next('referees');
    refereeIds.push(id);
    rows.referees.push({
      id,
      slug: `${slugify(`${person.first[2]}-${person.last[2]}`)}-${id}`,
      ...names(person),
      birth_date: `${random.int(1970, 1998)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      city_id: cityIds.get(CITIES[i % CITIES.length].slug)!,
      ...tr('category', i < 3 ? REFEREE_CATEGORIES[0] : i < 12 ? REFEREE_CATEGORIES[1] : REFEREE_CATEGORIES[2]),
      photo: ctx.file('demo/people/referee.svg', { kind: 'avatar', colors: ['#111111', '#fdd835'] }),
      is_active: true,
    } as Insertable<Database['referees']>);
  }
  const refereeUserReferee = refereeIds[0];
  const refereeRow = rows.referees[0] as { first_name_kk: string; last_name_kk: string };

  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const id = ids.next('users');
    userIds.set(user.role, id);
    rows.users.push({
      id,
      role_id: roleIds.get(user.role)!,
      name: user.role === 'referee' ? `${refereeRow.first_name_kk} ${refereeRow.last_name_kk}` : user.name,
      email: user.email,
      password_hash: '', // filled in by the seeder (hashing is not part of generation)
      club_id: user.role === 'command_admin' ? commandClub.id : null,
      referee_id: user.role === 'referee' ? refereeUserReferee : null,
      is_active: true,
    });
  }
  const adminId = userIds.get('super_admin')!;
  const teamUserId = userIds.get('command_admin')!;
  const providerId = userIds.get('provider')!;
  return { refereeIds, refereeUserReferee, userIds, adminId, teamUserId, providerId };
}
