import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField, TextField } from './fields';
import { CabinetForm, DecisionNotice, restartForm, type CabinetFormProps } from './cabinet-form';
import { apiError, formRefusal, locationOf, renderKit } from './test-utils';

interface Values {
  title?: string;
}

function TeamForm(props: Partial<CabinetFormProps<Values>>) {
  return (
    <>
      <CabinetForm<Values> onSubmit={jest.fn()} initialValues={{ title: 'Kairat U-14' }} label="Team" {...props}>
        <TextField name="title" label="Title" />
      </CabinetForm>
      <Link to="/en/cabinet/teams">All teams</Link>
    </>
  );
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const save = () => screen.getByRole('button', { name: /Save/ });

test('saving disables the button, then shows the success message', async () => {
  let finish: () => void = () => undefined;
  const onSubmit = jest.fn((_values: Values) => new Promise<void>((resolve) => (finish = resolve)));
  renderKit(<TeamForm onSubmit={onSubmit} success="teamEdited" />, { url: '/en/cabinet/teams/1/edit' });
  await userEvent.clear(title());
  await userEvent.type(title(), 'Kairat U-15');
  await userEvent.click(save());
  expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(onSubmit.mock.calls[0][0]).toEqual({ title: 'Kairat U-15' });
  finish();
  expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('Team edited');
});

test("the server's field errors show on their fields, keep what was typed and take the focus", async () => {
  const onSubmit = jest.fn().mockRejectedValue(formRefusal({ title: ['This title is taken'] }));
  renderKit(<TeamForm onSubmit={onSubmit} />, { url: '/en/cabinet/teams/1/edit' });
  await userEvent.clear(title());
  await userEvent.type(title(), 'Astana');
  await userEvent.click(save());
  expect(await screen.findByText('This title is taken')).toBeInTheDocument();
  expect(screen.getByText('Check the form')).toBeInTheDocument();
  expect(title()).toHaveValue('Astana');
  expect(title()).toHaveAccessibleDescription('This title is taken');
  expect(title()).toHaveFocus();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // Typing again clears the server's error for that field.
  await userEvent.type(title(), ' FC');
  await userEvent.tab();
  expect(screen.queryByText('This title is taken')).not.toBeInTheDocument();
});

test('an error that is not about fields shows the error toast and keeps what was typed', async () => {
  const onSubmit = jest
    .fn()
    .mockRejectedValue(apiError(500, { success: false, message: 'boom', data: { errors: {} } }));
  renderKit(<TeamForm onSubmit={onSubmit} failure="matchCreateError" />, { url: '/ru/cabinet/teams/1/edit' });
  await userEvent.clear(title());
  await userEvent.type(title(), 'Астана');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Ошибка при создании матча')).toBeInTheDocument();
  expect(title()).toHaveValue('Астана');
  expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
});

test('a network failure gives the generic error toast', async () => {
  renderKit(<TeamForm onSubmit={jest.fn().mockRejectedValue(new Error('offline'))} />, {
    url: '/en/cabinet/teams/1/edit',
  });
  await userEvent.type(title(), '!');
  await userEvent.click(save());
  expect(await screen.findByText('An error has occurred')).toBeInTheDocument();
});

describe.each([
  ['a data router', true],
  ['a plain router', false],
])('leaving with unsaved changes under %s', (_name, dataRouter) => {
  const routes = { '/en/cabinet/teams': <h1>All teams</h1> };

  test('asks first; Stay keeps the form as typed, Leave goes', async () => {
    renderKit(<TeamForm />, { url: '/en/cabinet/teams/1/edit', dataRouter, routes });
    await userEvent.type(title(), ' B');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('link', { name: 'All teams' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveAccessibleDescription('If you leave the page, the changes you made will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(locationOf()).toBe('/en/cabinet/teams/1/edit');
    expect(title()).toHaveValue('Kairat U-14 B');

    await userEvent.click(screen.getByRole('link', { name: 'All teams' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(locationOf()).toBe('/en/cabinet/teams');
    expect(screen.getByRole('heading', { name: 'All teams' })).toBeInTheDocument();
  });

  test('does not ask when nothing changed or after saving', async () => {
    renderKit(<TeamForm success={false} />, { url: '/en/cabinet/teams/1/edit', dataRouter, routes });
    await userEvent.type(title(), ' B');
    await userEvent.click(save());
    await userEvent.click(screen.getByRole('link', { name: 'All teams' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locationOf()).toBe('/en/cabinet/teams');
  });
});

test('the browser is asked to warn on reload or close only while there are unsaved changes', async () => {
  renderKit(<TeamForm />, { url: '/en/cabinet/teams/1/edit' });
  const reload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(reload()).toBe(false);
  await userEvent.type(title(), ' B');
  await userEvent.tab();
  expect(reload()).toBe(true);
});

test('the cancel link stands next to Save and leads in the current language', () => {
  renderKit(<TeamForm cancel={{ to: '/cabinet/teams/1', label: 'Cancel' }} />, { url: '/en/cabinet/teams/1/edit' });
  const cancel = screen.getByRole('link', { name: 'Cancel' });
  expect(cancel).toHaveAttribute('href', '/en/cabinet/teams/1');
  expect(cancel).toHaveClass('lg-button--ghost');
  expect(cancel.parentElement).toBe(save().parentElement);
});

describe('every server error lands on a field, or above the form when the form has none for it', () => {
  function MatchLikeForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
    return (
      <CabinetForm<Record<string, unknown>> onSubmit={onSubmit} errorFields={{ host: 'host_team_id' }} label="Match">
        <TextField name="host_team_id" label="Host" />
        <TextField name="referees.main_referee" label="Main referee" />
        <TextField name="colors[0]" label="Main colour" />
        <TextField name="colors[1]" label="Second colour" />
      </CabinetForm>
    );
  }

  test.each([
    ['a dotted key', 'referees.main_referee', 'Main referee'],
    ['a key of a list, on its first field', 'colors', 'Main colour'],
    ['an item of a list', 'colors.1', 'Second colour'],
    ['a key the form names otherwise', 'host', 'Host'],
  ])('%s', async (_name, key, label) => {
    const onSubmit = jest.fn().mockRejectedValue(formRefusal({ [key]: ['Not allowed here'] }));
    renderKit(<MatchLikeForm onSubmit={onSubmit} />, { url: '/en/cabinet/matches/1' });
    await userEvent.click(save());
    const field = await screen.findByRole('textbox', { name: label });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Not allowed here'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  test('a key with no field on the form is said above it, with the server’s message', async () => {
    const onSubmit = jest.fn().mockRejectedValue(formRefusal({ team_id: ['This team is not in the club'] }));
    renderKit(<MatchLikeForm onSubmit={onSubmit} />, { url: '/en/cabinet/matches/1' });
    await userEvent.click(save());
    const note = await screen.findByText('This team is not in the club');
    expect(note.closest('[role="alert"]')).toHaveTextContent('Check the form');
  });
});

test('a warning that needs a decision is brought into view and focused when the save is refused', async () => {
  // jsdom draws nothing, so it has no scrollIntoView: the test's own records the call.
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;

  function DuplicateForm() {
    const [duplicate, setDuplicate] = useState(false);
    return (
      <CabinetForm<Values & { confirm?: boolean }>
        label="Player"
        onSubmit={() => {
          setDuplicate(true);
          return Promise.reject(
            apiError(409, {
              success: false,
              message: 'Possibly a duplicate',
              data: { errors: { confirm: ['Possibly a duplicate'] } },
            }),
          );
        }}
      >
        {duplicate && (
          <DecisionNotice message={<p>Aibek S. is already registered</p>}>
            <CheckboxField name="confirm" label="Save anyway" />
          </DecisionNotice>
        )}
        <TextField name="title" label="Title" />
      </CabinetForm>
    );
  }
  renderKit(<DuplicateForm />, { url: '/en/cabinet/players/create' });
  await userEvent.type(title(), 'Aibek');
  await userEvent.click(save());
  const notice = await screen.findByRole('group', { name: 'Aibek S. is already registered' });
  await waitFor(() => expect(notice).toHaveFocus());
  expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  expect(scrolled.mock.contexts.at(-1)).toBe(notice);
  expect(notice).toContainElement(screen.getByRole('checkbox', { name: 'Save anyway' }));
  // It speaks for the refusal: the server's message is not said again above the form.
  expect(document.querySelector('.lg-form__error')).toBeNull();
});

test('what the user typed stays when the initial values arrive late; untouched fields follow them', async () => {
  interface Late {
    title?: string;
    city?: string;
  }
  function LateForm() {
    const [initial, setInitial] = useState<Late>({});
    return (
      <>
        <CabinetForm<Late> onSubmit={jest.fn()} initialValues={initial} label="Club">
          <TextField name="title" label="Title" />
          <TextField name="city" label="City" />
        </CabinetForm>
        <button type="button" onClick={() => setInitial({ title: 'Default title', city: 'Almaty' })}>
          options arrived
        </button>
      </>
    );
  }
  renderKit(<LateForm />, { url: '/en/cabinet/clubs/new' });
  await userEvent.type(title(), 'Kairat');
  await userEvent.click(screen.getByRole('button', { name: 'options arrived' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Almaty'));
  expect(title()).toHaveValue('Kairat');
});

test('a form that starts over (restartForm) drops what was typed', async () => {
  renderKit(
    <CabinetForm<Values> onSubmit={jest.fn()} initialValues={{ title: 'Kairat U-14' }} label="Team">
      {({ form }) => (
        <>
          <TextField name="title" label="Title" />
          <button type="button" onClick={() => restartForm(form, { title: 'Next' })}>
            start over
          </button>
        </>
      )}
    </CabinetForm>,
    { url: '/en/cabinet/teams/1/edit' },
  );
  await userEvent.clear(title());
  await userEvent.type(title(), 'Typed');
  await userEvent.click(screen.getByRole('button', { name: 'start over' }));
  await waitFor(() => expect(title()).toHaveValue('Next'));
});

test("a save the fields' own checks refuse sends nothing and takes the user to the first field in error", async () => {
  const onSubmit = jest.fn();
  renderKit(
    <CabinetForm<Values & { note?: string }> onSubmit={onSubmit} initialValues={{}} label="Team">
      <TextField name="title" label="Title" validate={(value) => (value ? undefined : 'This field is required')} />
      <TextField name="note" label="Note" validate={(value) => (value ? undefined : 'This field is required')} />
    </CabinetForm>,
    { url: '/en/cabinet/teams/create' },
  );
  await userEvent.click(save());
  await waitFor(() => expect(title()).toHaveFocus());
  expect(title()).toHaveAccessibleDescription('This field is required');
  expect(onSubmit).not.toHaveBeenCalled();
});
