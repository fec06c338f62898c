// A field's error never moves what the user is about to tap: its slot is in the page before and
// after the message, and a message that changes during a press (the tap on Save that blurs the
// field just corrected) waits until the click has been delivered. jsdom has no layout, so these
// tests pin the DOM that the layout follows; the e2e "Save right after fixing" taps for real.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepBrowserValidationOff } from './browser-validation';
import { CabinetForm } from './cabinet-form';
import { DateField } from './date-field';
import { FileField } from './file-input';
import { CheckboxField, NumberField, TextField } from './fields';
import { formRefusal, renderKit } from './test-utils';

function renderCount(onSubmit = jest.fn()) {
  renderKit(
    <CabinetForm<{ people_count?: number }> onSubmit={onSubmit} success={false} label="Departure">
      <NumberField
        name="people_count"
        label="Number of people"
        hint="Players and staff"
        rules={['required', { rule: 'min_value', value: 1 }, { rule: 'max_value', value: 40 }]}
      />
    </CabinetForm>,
    { url: '/en/cabinet/departures/1/squad' },
  );
  return {
    onSubmit,
    box: screen.getByRole('textbox', { name: 'Number of people' }),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

const slotOf = (field: HTMLElement) => field.closest('.lg-field')!.querySelector('.lg-field__slot');

test('the error slot is in the page before, during and after the message', async () => {
  const { box } = renderCount();
  const slot = slotOf(box);
  expect(slot).toBeInTheDocument();
  expect(slot).toBeEmptyDOMElement();
  await userEvent.type(box, '0');
  await userEvent.tab();
  expect(slotOf(box)).toBe(slot);
  expect(slot).toHaveTextContent('The value must be at least 1');
  expect(screen.getByRole('alert')).toHaveTextContent('The value must be at least 1');
  await userEvent.clear(box);
  await userEvent.type(box, '3');
  await userEvent.tab();
  expect(slotOf(box)).toBe(slot);
  expect(slot).toBeEmptyDOMElement();
});

test('every kind of field has the slot, a checkbox without the reserved line', () => {
  renderKit(
    <CabinetForm onSubmit={jest.fn()}>
      <TextField name="title" label="Title" />
      <DateField name="day" label="Day" />
      <FileField name="photo" label="Photo" kind="image" />
      <CheckboxField name="active" label="Active" />
    </CabinetForm>,
    { url: '/en/cabinet/form' },
  );
  for (const name of ['Title', 'Day', 'Photo']) expect(slotOf(screen.getByLabelText(name))).toBeInTheDocument();
  expect(slotOf(screen.getByRole('checkbox', { name: 'Active' }))).toBeNull();
});

test('pressing Save right after fixing a field keeps the old message until the click lands, and the click saves once', async () => {
  const { box, save, onSubmit } = renderCount();
  await userEvent.type(box, '0');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('The value must be at least 1');
  await userEvent.clear(box);
  await userEvent.type(box, '2');
  expect(box).toHaveFocus();

  // The press moves the focus to Save: the field is blurred and re-checked (now valid)…
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: save });
  expect(box).not.toHaveFocus();
  // …but what the page shows stays as it was while the finger is down.
  expect(screen.getByRole('alert')).toHaveTextContent('The value must be at least 1');
  await user.pointer({ keys: '[/MouseLeft]', target: save });
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toEqual({ people_count: 2 });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('with the keyboard there is no press: the message goes as soon as the field is left', async () => {
  const { box } = renderCount();
  await userEvent.type(box, '50');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('The value must be at most 40');
  await userEvent.clear(box);
  await userEvent.type(box, '5');
  await userEvent.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the server's message above the form stays while the fields are corrected, until the next save", async () => {
  const refusal = formRefusal({ people_count: ['Too many people for this match'] });
  const onSubmit = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce({});
  const { box } = renderCount(onSubmit);
  await userEvent.type(box, '30{Enter}');
  expect(await screen.findByText('Check the form')).toBeInTheDocument();
  await userEvent.clear(box);
  await userEvent.type(box, '0');
  await userEvent.tab();
  expect(screen.getByText('Check the form')).toBeInTheDocument();
  await userEvent.clear(box);
  await userEvent.type(box, '3');
  await userEvent.tab();
  expect(screen.getByText('Check the form')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByText('Check the form')).not.toBeInTheDocument());
});

test('a hand-built form never stops on the browser’s own validation: its submit handler runs', () => {
  keepBrowserValidationOff();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderKit(
    <form onSubmit={onSubmit}>
      <label htmlFor="minute">Minute</label>
      <input id="minute" type="number" min={1} max={90} defaultValue={120} required />
      <button type="submit">Add</button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Minute' }), { key: 'Enter' });
  expect(screen.getByRole('spinbutton', { name: 'Minute' }).closest('form')).toHaveAttribute('novalidate');
});
