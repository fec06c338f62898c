// Test helpers of this remote's pages: the cabinet remotes' one kit (@league/shared/testing)
// bound to the `cab-clubs` strings.
import type { CabinetPlayerDetail } from '@league/shared';
import type { PersonDuplicate } from '@league/shared/cabinet';
import { pageRenderer } from '@league/shared/testing';
import { resources } from './i18n';

// Everything of the kit: mockApi, ok, failure, seenRequests, pageOf, locationOf, quietErrors …
export * from '@league/shared/testing';

export const renderPage = pageRenderer('cab-clubs', resources);

/** Kairat 2012 (club 5, Kairat), the team of the players' and staff pages' tests. */
export const kairat2012 = {
  id: 11,
  slug: 'kairat-2012',
  title: 'Kairat 2012',
  birth_year: 2012,
  club_id: 5,
  club_title: 'Kairat',
  club_archived: false,
};

/** Zhanibek Seitkali's facts that his page and his edit form both show (player 7). */
export const zhanibekFacts = {
  birth_date: '2012-04-15',
  position: 'MF',
  number: 10,
  is_woman_squad: false,
  is_pupil: false,
  is_captain: true,
  is_joker: false,
  height_cm: 150,
  weight_kg: 40,
  identity_kind: 'identification',
  identity_number: '120415500999',
  citizenship: 'KZ',
  photo: null,
  status: 'active',
} satisfies Partial<CabinetPlayerDetail['player']>;

/** Zhanibek Seitkali (player 7), the player of the players' pages' and the transfer dialog's tests. */
export const zhanibek = (over: Partial<CabinetPlayerDetail['player']> = {}): CabinetPlayerDetail['player'] => ({
  id: 7,
  slug: 'zhanibek-seitkali',
  name: 'Zhanibek Seitkali',
  first_name: 'Zhanibek',
  last_name: 'Seitkali',
  middle_name: null,
  age: 13,
  ...zhanibekFacts,
  ...over,
});

/** The 409 of a new player or staff member who may already be registered as `person` of Kairat (club 5). */
export function duplicateConflict(person: Pick<PersonDuplicate, 'owner' | 'slug' | 'name' | 'birth_date' | 'team_id'>) {
  const duplicate: PersonDuplicate = { id: 3, club: 'Kairat', club_id: 5, reason: 'name_birth_date', ...person };
  return {
    __status: 409,
    data: {
      success: false,
      message: `This person may already be registered: ${person.name}.`,
      data: { errors: {}, duplicate },
    },
  };
}
