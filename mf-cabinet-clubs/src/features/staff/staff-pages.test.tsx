import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetStaffDetail, CabinetStaffMember } from '@league/shared';
import {
  duplicateConflict,
  kairat2012,
  mockApi,
  ok,
  pageOf,
  renderPage,
  seenRequests,
  setUpPageTests,
} from '../../test-utils';
import { StaffCreatePage, StaffEditPage } from './staff-form-page';
import StaffPage from './staff-page';
import TeamStaffPage from './team-staff-page';

const team = kairat2012;
const member: CabinetStaffMember = {
  id: 4,
  slug: 'kairat-zhusipov',
  name: 'Kairat Zhusipov',
  photo: null,
  kind: 'head_coach',
  position: null,
  birth_date: '1980-01-02',
  status: 'active',
  team,
  missing_documents: ['staff_license'],
  expired_documents: [],
};
const detail: CabinetStaffDetail = {
  staff: {
    id: 4,
    slug: 'kairat-zhusipov',
    name: 'Kairat Zhusipov',
    first_name: 'Kairat',
    last_name: 'Zhusipov',
    middle_name: null,
    kind: 'head_coach',
    position: null,
    birth_date: '1980-01-02',
    phone: '+7 701 123 45 67',
    email: 'coach@example.org',
    license_number: 'UEFA-B-1',
    identity_kind: 'passport',
    identity_number: 'N1234567',
    citizenship: null,
    photo: null,
    status: 'active',
  },
  teams: [{ team, number: null, is_active: true, joined_at: null, left_at: null }],
  documents: [
    {
      id: 9,
      owner: 'staff',
      type: 'staff_license',
      name: 'licence.pdf',
      size: 2048,
      mime: 'application/pdf',
      expires_at: '2025-01-01',
      expired: true,
      uploaded_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  history: [
    {
      id: 1,
      at: '2026-02-01T10:00:00.000Z',
      by: 'Admin',
      from: { ...team, id: 10, title: 'Kairat 2011' },
      to: team,
      kept: false,
    },
  ],
  may_edit: true,
  missing_documents: [],
  expired_documents: ['staff_license'],
};

setUpPageTests();

test("a team's staff list asks for that team; a team administrator has no registry import", async () => {
  mockApi({
    '/cabinet/staff': pageOf([member]),
  });
  renderPage(
    '/en/cabinet/clubs/5/teams/11/staff',
    { '/cabinet/clubs/:club_id/teams/:id/staff': <TeamStaffPage /> },
    { role: 'command_admin', clubId: 5 },
  );
  expect(await screen.findByRole('link', { name: 'Kairat Zhusipov' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11/staff/kairat-zhusipov',
  );
  expect(seenRequests.find((r) => r.path.endsWith('/cabinet/staff'))!.params).toMatchObject({ team_id: 11 });
  expect(screen.getByText('1 missing')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
});

test("a staff member's page flags the expired licence and shows the transfer history (ru)", async () => {
  const user = userEvent.setup();
  mockApi({
    'PATCH /cabinet/staff/kairat-zhusipov': ok({ id: 4, slug: 'kairat-zhusipov' }),
    '/cabinet/staff/kairat-zhusipov': ok(detail),
    '/cabinet/staff/kairat-zhusipov/form': ok({
      id: 4,
      slug: 'kairat-zhusipov',
      values: {},
      options: { positions: [], identity_kinds: [], document_types: [], teams: [team], staff_kinds: [] },
      documents: [],
      teams: [],
    }),
  });
  renderPage('/ru/cabinet/clubs/5/teams/11/staff/kairat-zhusipov', {
    '/cabinet/clubs/:club_id/teams/:id/staff/:slug': <StaffPage />,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Kairat Zhusipov' })).toBeInTheDocument();
  expect(screen.getAllByText('Просрочен').length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { name: 'История переходов' })).toBeInTheDocument();
  expect(screen.getByText(/Kairat 2011 \(Kairat\) → Kairat 2012 \(Kairat\) \(без сохранения\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
    'href',
    '/ru/cabinet/clubs/5/teams/11/staff/kairat-zhusipov/edit',
  );
  await user.click(screen.getByRole('button', { name: 'Отметить неактивным' }));
  await screen.findByText('Успешно выполнено');
  expect(seenRequests.find((r) => r.method === 'PATCH')!.data).toEqual({ status: 'inactive' });
});

test('the staff edit form shows the saved values and sends every field, texts trimmed and empty ones null', async () => {
  const user = userEvent.setup();
  const values = {
    first_name_kk: 'Қайрат',
    first_name_ru: 'Кайрат',
    first_name_en: null,
    last_name_kk: 'Жүсіпов',
    last_name_ru: null,
    last_name_en: null,
    middle_name_kk: null,
    middle_name_ru: null,
    middle_name_en: null,
    kind: 'head_coach',
    position_kk: 'Бас бапкер',
    position_ru: null,
    position_en: null,
    birth_date: '1980-01-02',
    phone: null,
    email: 'coach@example.org',
    license_number: null,
    biography_kk: null,
    biography_ru: null,
    biography_en: null,
    identity_kind: 'passport',
    identity_number: 'N1234567',
    citizenship: 'KZ',
    photo: null,
    status: 'active',
  };
  mockApi({
    '/cabinet/staff/kairat-zhusipov/form': ok({
      id: 4,
      slug: 'kairat-zhusipov',
      values,
      options: { positions: [], identity_kinds: [], document_types: [], teams: [team], staff_kinds: [] },
      documents: [],
      teams: [],
    }),
    'PUT /cabinet/staff/kairat-zhusipov/edit': ok({ id: 4, slug: 'kairat-zhusipov' }),
  });
  renderPage('/en/cabinet/clubs/5/teams/11/staff/kairat-zhusipov/edit', {
    '/cabinet/clubs/:club_id/teams/:id/staff/:slug/edit': <StaffEditPage />,
    '/cabinet/clubs/:club_id/teams/:id/staff/:slug': <p>member page</p>,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit the staff member' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Қайрат Жүсіпов');
  expect(screen.getByLabelText('First name (Russian)')).toHaveValue('Кайрат');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/11/staff/kairat-zhusipov',
  );
  await user.type(screen.getByLabelText('Last name (English)'), '  Zhusipov  ');
  // The saved citizenship is picked; another country of the list replaces it.
  expect(screen.getByLabelText('Citizenship')).toHaveDisplayValue('Kazakhstan');
  await user.selectOptions(screen.getByLabelText('Citizenship'), 'Kyrgyzstan');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('member page')).toBeInTheDocument();
  const sent = seenRequests.find((r) => r.method === 'PUT')!.data as Record<string, unknown>;
  expect(sent).toMatchObject({
    first_name_kk: 'Қайрат',
    first_name_ru: 'Кайрат',
    first_name_en: null,
    last_name_en: 'Zhusipov',
    kind: 'head_coach',
    position_kk: 'Бас бапкер',
    email: 'coach@example.org',
    phone: null,
    identity_kind: 'passport',
    identity_number: 'N1234567',
    citizenship: 'KG',
    birth_date: '1980-01-02',
  });
  expect(sent).not.toHaveProperty('photo');
  expect(sent).not.toHaveProperty('status');
}, 30_000);

test('a staff duplicate links to the member in its team; the import on the create page leads to the registry import', async () => {
  const user = userEvent.setup();
  mockApi({
    'POST /cabinet/staff': duplicateConflict({
      owner: 'staff',
      slug: 'erlan-abdirov',
      name: 'Erlan Abdirov',
      birth_date: null,
      team_id: 12,
    }),
  });
  renderPage('/en/cabinet/clubs/5/teams/11/staff/create', {
    '/cabinet/clubs/:club_id/teams/:id/staff/create': <StaffCreatePage />,
  });
  await user.type(await screen.findByLabelText('Last name (Kazakh)'), 'Әбдіров');
  await user.type(screen.getByLabelText('First name (Kazakh)'), 'Ерлан');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('link', { name: 'Erlan Abdirov' })).toHaveAttribute(
    'href',
    '/en/cabinet/clubs/5/teams/12/staff/erlan-abdirov',
  );
  expect(screen.getByLabelText('First name (Kazakh)')).toHaveValue('Ерлан');
  expect(screen.getByLabelText('This is a different person, save anyway')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/en/cabinet/import');
}, 30_000);
