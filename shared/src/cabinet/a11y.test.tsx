// The kit's parts pass axe's checks as rendered (contrast needs a real layout: left to e2e).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { TextField } from './fields';
import { CabinetForm } from './cabinet-form';
import { CabinetPage } from './cabinet-page';
import { DataTable } from './data-table';
import { DateField } from './date-field';
import { CheckboxField, MaskedField, NumberField, SelectField, TextareaField } from './fields';
import { FileField } from './file-input';
import { StatusBadge } from './status-badge';
import { useConfirm } from './confirm-dialog';
import { renderKit } from './test-utils';
import { useTableState } from './use-table-state';

// axe probes a canvas for icon ligatures; jsdom has none.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface Row {
  id: number;
  title: string;
  status: 'pending' | 'submitted';
}

function ListPage() {
  const state = useTableState();
  return (
    <CabinetPage title="Applications" breadcrumbs={[{ title: 'Cabinet', to: '/cabinet' }, { title: 'Applications' }]}>
      <DataTable<Row>
        caption="Applications"
        columns={[
          { key: 'title', header: 'Player', render: (r) => r.title, sortKey: 'title', primary: true },
          { key: 'status', header: 'Status', render: (r) => <StatusBadge kind="application" status={r.status} /> },
        ]}
        rows={[
          { id: 1, title: 'Aidos', status: 'pending' },
          { id: 2, title: 'Bolat', status: 'submitted' },
        ]}
        rowKey={(r) => r.id}
        rowHref={(r) => `/cabinet/applications/${r.id}`}
        total={60}
        state={state}
        search
        renderBulkActions={() => (
          <button type="button" className="lg-button">
            Accept
          </button>
        )}
      />
    </CabinetPage>
  );
}

test('a list page: breadcrumbs, search, sortable table, selection, pagination', async () => {
  renderKit(<ListPage />, { url: '/en/cabinet/applications' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select row: Aidos' }));
  expect(await violations()).toEqual([]);
});

test('a form with every field, after a failed submit', async () => {
  renderKit(
    <CabinetForm<Record<string, unknown>> onSubmit={jest.fn()} label="Player">
      <TextField name="name" label="Name" validate={(v) => (v ? undefined : 'Required')} />
      <TextareaField name="about" label="About" hint="A few lines" />
      <NumberField name="number" label="Number" rules={['required']} />
      <SelectField
        name="position"
        label="Position"
        options={[{ value: 'GK', label: 'Goalkeeper' }]}
        rules={['required']}
      />
      <CheckboxField name="captain" label="Captain" />
      <MaskedField name="phone" label="Phone" mask="+7 (###) ###-##-##" />
      <DateField name="birth_date" label="Date of birth" rules={['required']} />
      <FileField name="photo" label="Photo" kind="image" />
    </CabinetForm>,
    { url: '/en/cabinet/players/create' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});

function Opener() {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={() => void confirm({ message: 'The player leaves the squad.' })}>
        Withdraw
      </button>
      {dialog}
    </>
  );
}

test('an open confirm dialog', async () => {
  renderKit(<Opener />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
  expect(await violations()).toEqual([]);
});
