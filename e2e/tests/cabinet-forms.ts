// The cabinet's forms for the form journeys: who opens each, how (an edit page, whose values are
// valid already, or the panel that holds it), the endpoint its Save calls and the label of the
// field each of the endpoint's body keys is typed in (English pages).
import { expect, type Locator, type Page } from '@playwright/test';
import { enumLabel } from '@league/shared/labels';
import {
  accounts,
  departures,
  documents,
  clubsCabinet,
  playersCabinet,
  refereesCabinet,
  staffCabinet,
  stadiums,
  teamsCabinet,
  tournaments,
  type AnyEndpoint,
} from '@league/shared/endpoints';
import { REFEREE_ROLES } from '@league/shared/contracts';
import { cabinetData, type DemoRole } from './fixtures';

export interface CabinetFormEntry {
  role: DemoRole;
  /** Opens the page and the form; returns the form. */
  open: (page: Page) => Promise<Locator>;
  /** What Save sends (a JSON body), when the form sends one. */
  endpoint: AnyEndpoint;
  /** Body key → the label of its field; keys with no field on the form are left out. */
  labels: Record<string, string>;
  /** The name of its submit button. */
  save: string;
  /** What follows the submit before the request leaves (a confirmation). */
  confirm?: (page: Page) => Promise<void>;
}

interface PlayerRow {
  slug: string;
  team: { id: number; club_id: number } | null;
}

/**
 * The options of a journey that stops or changes the forms' writes with page.route. The cabinet's
 * offline worker would control its pages, and Playwright's routing of a page's requests is only
 * sure without a worker in the way (Playwright's own advice: block it for predictable tests).
 * These journeys are about the forms; the worker's journeys (match day) allow it.
 */
export const ROUTED_WRITES = { serviceWorkers: 'block' } as const;

/** A player of the command_admin's club, in a team. */
export async function ownPlayer(page: Page): Promise<PlayerRow & { team: { id: number; club_id: number } }> {
  const players = await cabinetData<PlayerRow[]>(page, '/cabinet/players?per_page=20');
  return players.find((row) => row.team) as PlayerRow & { team: { id: number; club_id: number } };
}

/** A tournament still running with its teams (the demo's current ones). */
export async function runningTournament(page: Page): Promise<{ id: number }> {
  const list = await cabinetData<Array<{ id: number; end_date: string | null; teams_count: number }>>(
    page,
    '/cabinet/tournaments?per_page=100',
  );
  return list.find((t) => t.end_date === null && t.teams_count > 1)!;
}

const titles = (label: (language: string) => string) => ({
  title_kk: label('Kazakh'),
  title_ru: label('Russian'),
  title_en: label('English'),
});
const languages = (key: string, label: (language: string) => string) => ({
  [`${key}_kk`]: label('Kazakh'),
  [`${key}_ru`]: label('Russian'),
  [`${key}_en`]: label('English'),
});
const names = {
  ...languages('first_name', (l) => `First name (${l})`),
  ...languages('last_name', (l) => `Last name (${l})`),
  ...languages('middle_name', (l) => `Patronymic (${l})`),
  identity_kind: 'Document kind',
  identity_number: 'Document number',
  citizenship: 'Citizenship',
  birth_date: 'Date of birth',
};

const FORMS = {
  stadium: {
    role: 'super_admin',
    open: async (page) => {
      const [stadium] = await cabinetData<Array<{ title: string }>>(page, '/cabinet/stadiums?per_page=1');
      await page.goto('/en/cabinet/stadiums');
      // The search applies after a calm moment: the list it asks for is drawn before the row is
      // opened (a list redrawn later would move the form under the person's finger).
      const searched = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/api/v1/cabinet/stadiums' &&
          new URL(r.url()).searchParams.get('q') === stadium.title,
      );
      await page.getByRole('searchbox').fill(stadium.title);
      await searched;
      await expect(page).toHaveURL(/[?&]q=/);
      await page.getByRole('button', { name: `Edit: ${stadium.title}`, exact: true }).click();
      return page.getByRole('form', { name: `Edit the stadium: ${stadium.title}` });
    },
    save: 'Save',
    endpoint: stadiums.updateStadium,
    labels: {
      ...titles((l) => `Name (${l})`),
      ...languages('address', (l) => `Address (${l})`),
      city_id: 'City',
      capacity: 'Capacity',
    },
  },
  club: {
    role: 'super_admin',
    open: async (page) => {
      const [club] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/clubs?archived=0&per_page=1');
      await page.goto(`/en/cabinet/clubs/${club.id}/edit`);
      return page.getByRole('form', { name: 'About the club' });
    },
    save: 'Save',
    endpoint: clubsCabinet.updateClub,
    labels: {
      ...titles((l) => `Name (${l})`),
      ...languages('description', (l) => `Description (${l})`),
      city_id: 'City',
      founded_year: 'Founded',
      colors: 'Main colour',
      'colors.0': 'Main colour',
      'colors.1': 'Second colour',
    },
  },
  team: {
    role: 'command_admin',
    open: async (page) => {
      const { team } = await ownPlayer(page);
      await page.goto(`/en/cabinet/clubs/${team.club_id}/teams/${team.id}/edit`);
      return page.getByRole('form', { name: 'Team details' });
    },
    save: 'Save',
    endpoint: teamsCabinet.editTeam,
    labels: {
      ...titles((l) => `Name (${l})`),
      birth_year: 'Birth year',
      is_woman_squad: "Girls' team",
      position: 'Order in the club',
      is_active: 'Active',
    },
  },
  player: {
    role: 'command_admin',
    open: async (page) => {
      const player = await ownPlayer(page);
      await page.goto(`/en/cabinet/clubs/${player.team.club_id}/teams/${player.team.id}/players/${player.slug}/edit`);
      return page.getByRole('form', { name: "Player's details" });
    },
    save: 'Save',
    endpoint: playersCabinet.cabinetEdit,
    labels: {
      ...names,
      position: 'Position',
      number: 'Number',
      is_woman_squad: "Women's squad",
      is_pupil: 'Homegrown',
      is_captain: 'Captain',
      is_joker: 'Joker (over-age)',
      height_cm: 'Height, cm',
      weight_kg: 'Weight, kg',
    },
  },
  'staff member': {
    role: 'command_admin',
    open: async (page) => {
      const { team } = await ownPlayer(page);
      const [member] = await cabinetData<Array<{ slug: string }>>(page, `/cabinet/staff?team_id=${team.id}&per_page=1`);
      await page.goto(`/en/cabinet/clubs/${team.club_id}/teams/${team.id}/staff/${member.slug}/edit`);
      return page.getByRole('form', { name: "Staff member's details" });
    },
    save: 'Save',
    endpoint: staffCabinet.cabinetEdit,
    labels: {
      ...names,
      kind: 'Role',
      ...languages('position', (l) => `Position (${l})`),
      phone: 'Phone',
      email: 'E-mail',
      license_number: 'Licence number',
      ...languages('biography', (l) => `Biography (${l})`),
    },
  },
  tournament: {
    role: 'super_admin',
    open: async (page) => {
      const tournament = await runningTournament(page);
      await page.goto(`/en/cabinet/tournaments/${tournament.id}/edit`);
      return page.getByRole('form', { name: 'About the tournament' });
    },
    save: 'Save',
    endpoint: tournaments.update,
    labels: {
      ...titles((l) => `Title (${l})`),
      season_id: 'Season',
      age_group: 'Age group',
      birth_year_from: 'Birth year (from)',
      birth_year_to: 'Birth year (to)',
      gender: 'Gender',
      format: 'Format',
      joker_quota: 'Joker quota',
      match_length_minutes: 'Match length, min',
      start_date: 'Start date',
      entry_opens_on: 'Opens on',
      entry_closes_on: 'Closes on',
      active: 'Active (takes applications)',
    },
  },
  match: {
    role: 'super_admin',
    open: async (page) => {
      const tournament = await runningTournament(page);
      const { matches } = await cabinetData<{
        matches: Array<{ played: boolean; host: { title: string }; guest: { title: string } }>;
      }>(page, `/cabinet/tournaments/${tournament.id}/matches`);
      const match = matches.find((m) => !m.played)!;
      const title = `${match.host.title} — ${match.guest.title}`;
      await page.goto(`/en/cabinet/tournaments/${tournament.id}/matches`);
      await page.getByRole('button', { name: `Edit: ${title}`, exact: true }).click();
      return page.getByRole('form', { name: `Edit the match: ${title}` });
    },
    save: 'Save',
    endpoint: tournaments.editMatch,
    labels: {
      host_team_id: 'Host',
      guest_team_id: 'Guest',
      stadium_id: 'Stadium',
      date: 'Date',
      time: 'Time (Almaty)',
      tour_number: 'Round number',
      ...Object.fromEntries(REFEREE_ROLES.map((role) => [`referees.${role}`, enumLabel('refereeRole', role, 'en')])),
    },
  },
  'departure count': {
    role: 'command_admin',
    open: async (page) => {
      // The demo's departure whose count is stated and whose squad is not sent yet (the oldest such):
      // its count may be stated again, and no other test moves it on (the departures test takes the
      // one with no count, which is newer).
      const list = await cabinetData<Array<{ id: number; tournament: { id: number } }>>(
        page,
        '/cabinet/departures?status=empty-squad&per_page=100',
      );
      const departure = [...list].sort((a, b) => a.id - b.id)[0]!;
      await page.goto(`/en/cabinet/tournaments/${departure.tournament.id}/departures/${departure.id}/squad`);
      const form = page.getByRole('form', { name: 'How many people travel' });
      // A count the form takes.
      await form.getByLabel('Number of people').fill('2');
      return form;
    },
    save: 'Save the number',
    endpoint: departures.setCount,
    labels: { people_count: 'Number of people' },
  },
  'calendar generator': {
    role: 'super_admin',
    open: async (page) => {
      const tournament = await runningTournament(page);
      await page.goto(`/en/cabinet/tournaments/${tournament.id}/matches`);
      await page.getByRole('button', { name: 'Generate calendar' }).click();
      return page.getByRole('form', { name: 'Round-robin calendar' });
    },
    save: 'Preview',
    endpoint: tournaments.schedule,
    labels: {
      mode: 'System',
      start_date: 'Start date',
      weekday: 'Weekday',
      time: 'First kick-off (Almaty)',
      interval_days: 'Days between rounds',
      stadium_id: 'All matches at one stadium (one after another)',
    },
  },
  'document upload': {
    role: 'command_admin',
    open: async (page) => {
      const player = await ownPlayer(page);
      await page.goto(`/en/cabinet/players/${player.slug}`);
      const form = page.getByRole('form', { name: 'Add a document' });
      await form
        .getByLabel('File (PDF, JPEG, PNG, up to 1 MB)')
        .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      return form;
    },
    save: 'Upload',
    endpoint: documents.uploadDocument,
    labels: { type: 'Document type', expires_at: 'Valid until', file: 'File (PDF, JPEG, PNG, up to 1 MB)' },
  },
  'tournament finish': {
    role: 'super_admin',
    open: async (page) => {
      const tournament = await runningTournament(page);
      await page.goto(`/en/cabinet/tournaments/${tournament.id}`);
      return page.getByRole('form', { name: 'Finish' });
    },
    save: 'Finish',
    confirm: async (page) => {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Finish' }).click();
    },
    endpoint: tournaments.finish,
    labels: { end_date: 'End date' },
  },
  referee: {
    role: 'super_admin',
    open: async (page) => {
      const [referee] = await cabinetData<Array<{ id: number; name: string }>>(page, '/cabinet/referees?per_page=1');
      await page.goto(`/en/cabinet/referees/${referee.id}/edit`);
      return page.getByRole('form', { name: `Edit the referee: ${referee.name}` });
    },
    save: 'Save',
    endpoint: refereesCabinet.update,
    labels: {
      ...languages('first_name', (l) => `First name (${l})`),
      ...languages('last_name', (l) => `Last name (${l})`),
      ...languages('category', (l) => `Category (${l})`),
      city_id: 'City',
      birth_date: 'Date of birth',
      phone: 'Phone',
      email: 'E-mail',
    },
  },
  account: {
    role: 'super_admin',
    open: async (page) => {
      const [account] = await cabinetData<Array<{ id: number }>>(page, '/cabinet/accounts?q=team%40league.test');
      await page.goto(`/en/cabinet/accounts/${account.id}`);
      return page.getByRole('form', { name: 'Account' });
    },
    save: 'Save',
    endpoint: accounts.change,
    labels: { name: 'Name', role: 'Role', club_id: 'Club' },
  },
} satisfies Record<string, CabinetFormEntry>;

export type CabinetFormName = keyof typeof FORMS;
export const CABINET_FORMS: Record<CabinetFormName, CabinetFormEntry> = FORMS;
