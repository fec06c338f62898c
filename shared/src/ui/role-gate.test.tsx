import { act, render, screen } from '@testing-library/react';
import { authAtom, store } from '../store';
import { AppProviders } from './providers';
import { RoleGate } from './role-gate';

const as = (slug: 'super_admin' | 'referee' | null) =>
  act(() =>
    store.set(
      authAtom,
      slug ? { token: 't', user: { id: 1, name: 'A', email: 'a@league.test', role: { slug }, club_id: null } } : null,
    ),
  );

test("an element is shown only when the user's role may act under its policy", () => {
  as(null);
  render(
    <AppProviders>
      <RoleGate policy="superAdmin">
        <button type="button">Archive club</button>
      </RoleGate>
      <RoleGate policy="matchWrite">
        <button type="button">Open protocol</button>
      </RoleGate>
    </AppProviders>,
  );
  expect(screen.queryByRole('button', { name: 'Archive club' })).not.toBeInTheDocument();
  as('referee');
  expect(screen.queryByRole('button', { name: 'Archive club' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open protocol' })).toBeInTheDocument();
  as('super_admin');
  expect(screen.getByRole('button', { name: 'Archive club' })).toBeInTheDocument();
});
