import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { TextField } from '../forms/text-field';
import { CabinetForm } from './cabinet-form';
import { DateField } from './date-field';
import { CheckboxField, MaskedField, NumberField, SelectField, TextareaField } from './fields';
import { renderKit } from './test-utils';

function renderForm(children: ReactNode, { url = '/en/cabinet/form', initialValues = {} }: { url?: string; initialValues?: Record<string, unknown> } = {}) {
  const onSubmit = jest.fn();
  const view = renderKit(
    <CabinetForm<Record<string, unknown>> onSubmit={onSubmit} initialValues={initialValues} success={false}>
      {children}
    </CabinetForm>,
    { url },
  );
  return { ...view, onSubmit, submitted: () => onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown> };
}

test('a number is checked on blur, not while typing, with the message in the current language', async () => {
  renderForm(<NumberField name="number" label="Номер" rules={['required', { rule: 'max_value', value: 99 }]} />, { url: '/ru/cabinet/form' });
  const box = screen.getByRole('spinbutton', { name: 'Номер' });
  await userEvent.type(box, '123');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Значение должно быть не больше 99');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Значение должно быть не больше 99');
});

test('a number reaches the form as a number, and the form submits it on Enter', async () => {
  const { submitted } = renderForm(<NumberField name="number" label="Number" />);
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Number' }), '7{Enter}');
  expect(submitted()).toEqual({ number: 7 });
});

test('a select offers its options after a placeholder and keeps the option value type', async () => {
  const { submitted } = renderForm(
    <SelectField
      name="city_id"
      label="City"
      rules={['required']}
      options={[
        { value: 1, label: 'Astana' },
        { value: 2, label: 'Almaty' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'City' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Astana', 'Almaty']);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  await userEvent.selectOptions(select, 'Almaty');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ city_id: 2 });
});

test('a checkbox gives a boolean and can be required', async () => {
  const { submitted } = renderForm(<CheckboxField name="consent" label="I agree" rules={['required']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ consent: true });
});

test('a phone mask shapes the text while typing and the phone rule checks it', async () => {
  const { submitted } = renderForm(<MaskedField name="phone" label="Phone" mask="+7 (###) ###-##-##" rules={['required', 'phone']} />);
  const box = screen.getByRole('textbox', { name: 'Phone' });
  expect(box).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
  await userEvent.type(box, '770112');
  expect(box).toHaveValue('+7 (701) 12');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Incorrect phone');
  await userEvent.type(box, '34567');
  await userEvent.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ phone: '+7 (701) 123-45-67' });
});

test('a raw mask hands over only the typed characters', async () => {
  const { submitted } = renderForm(<MaskedField name="iin" label="IIN" mask="############" raw rules={[{ rule: 'digits', length: 12 }]} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'IIN' }), '990101-300123{Enter}');
  expect(submitted()).toEqual({ iin: '990101300123' });
});

test('a date is picked in the native input and written out as DD.MM.YYYY', async () => {
  const { submitted } = renderForm(<DateField name="birth_date" label="Date of birth" rules={['required']} />, { initialValues: { birth_date: '2010-05-04' } });
  const input = screen.getByLabelText('Date of birth');
  expect(input).toHaveAttribute('type', 'date');
  expect(input).toHaveValue('2010-05-04');
  expect(input).toHaveAccessibleDescription('04.05.2010');
  fireEvent.change(input, { target: { value: '2011-12-31' } });
  expect(screen.getByText('31.12.2011')).toBeInTheDocument();
  fireEvent.blur(input);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ birth_date: '2011-12-31' });
});

test('an empty date shows the expected format in the current language', () => {
  renderForm(<DateField name="end_date" label="Аяқталу күні" />, { url: '/cabinet/form' });
  expect(screen.getByLabelText('Аяқталу күні')).toHaveAccessibleDescription('КК.АА.ЖЖЖЖ');
});

test('a textarea checks its length on blur and keeps new lines', async () => {
  const { submitted } = renderForm(<TextareaField name="text" label="Text" rules={[{ rule: 'max', length: 5 }]} />);
  const area = screen.getByRole('textbox', { name: 'Text' });
  await userEvent.type(area, 'ab{Enter}cdef');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Must be at most 5 characters');
  await userEvent.clear(area);
  await userEvent.type(area, 'ab{Enter}c');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ text: 'ab\nc' });
});

function Reloading() {
  const [values, setValues] = useState<Record<string, unknown>>({ title: 'Old', number: 3 });
  return (
    <>
      <button type="button" onClick={() => setValues({ title: 'New', number: 9 })}>
        Load
      </button>
      <CabinetForm<Record<string, unknown>> onSubmit={jest.fn()} initialValues={values}>
        <TextField name="title" label="Title" />
        <NumberField name="number" label="Number" />
      </CabinetForm>
    </>
  );
}

test('a model update replaces what the fields show', async () => {
  renderKit(<Reloading />, { url: '/en/cabinet/form' });
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old');
  await userEvent.click(screen.getByRole('button', { name: 'Load' }));
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('New');
  expect(screen.getByRole('spinbutton', { name: 'Number' })).toHaveValue(9);
});

test('options can be given as translation keys', () => {
  renderForm(
    <SelectField
      name="role"
      label="Role"
      options={[
        { value: 'main_referee', labelKey: 'enums:refereeRole.main_referee' },
        { value: 'delegate', labelKey: 'enums:refereeRole.delegate' },
      ]}
      placeholder="Any role"
    />,
    { url: '/ru/cabinet/form' },
  );
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any role', 'Главный судья', 'Делегат']);
});
