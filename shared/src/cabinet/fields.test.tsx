import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { CabinetForm } from './cabinet-form';
import { DateField, DateTimeField, TimeField } from './date-field';
import { CheckboxField, MaskedField, NumberField, SelectField, TextareaField, TextField } from './fields';
import { renderKit } from './test-utils';

function renderForm(
  children: ReactNode,
  { url = '/en/cabinet/form', initialValues = {} }: { url?: string; initialValues?: Record<string, unknown> } = {},
) {
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
  renderForm(<NumberField name="number" label="Номер" rules={['required', { rule: 'max_value', value: 99 }]} />, {
    url: '/ru/cabinet/form',
  });
  const box = screen.getByRole('textbox', { name: 'Номер' });
  expect(box).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(box, '123');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Значение должно быть не больше 99');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Значение должно быть не больше 99');
});

test('a number reaches the form as a number, and the form submits it on Enter', async () => {
  const { submitted } = renderForm(<NumberField name="number" label="Number" />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '7{Enter}');
  expect(submitted()).toEqual({ number: 7 });
});

test('text that is not a whole number is refused with the app’s message, and nothing is sent', async () => {
  const { onSubmit, submitted } = renderForm(
    <NumberField name="capacity" label="Вместимость" rules={[{ rule: 'min_value', value: 0 }]} />,
    { url: '/ru/cabinet/form' },
  );
  const box = screen.getByRole('textbox', { name: 'Вместимость' });
  await userEvent.type(box, '12,5');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Введите целое число');
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.clear(box);
  await userEvent.type(box, '12 500');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(submitted()).toEqual({ capacity: 12500 });
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
  const { submitted } = renderForm(
    <MaskedField name="phone" label="Phone" mask="+7 (###) ###-##-##" rules={['required', 'phone']} />,
  );
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
  const { submitted } = renderForm(
    <MaskedField name="iin" label="IIN" mask="############" raw rules={[{ rule: 'digits', length: 12 }]} />,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'IIN' }), '990101-300123{Enter}');
  expect(submitted()).toEqual({ iin: '990101300123' });
});

test('a date is typed as DD.MM.YYYY, the dots coming by themselves, and reaches the form as YYYY-MM-DD', async () => {
  const { submitted } = renderForm(<DateField name="birth_date" label="Date of birth" rules={['required']} />, {
    initialValues: { birth_date: '2010-05-04' },
  });
  const box = screen.getByRole('textbox', { name: 'Date of birth' });
  expect(box).toHaveValue('04.05.2010');
  expect(box).toHaveAttribute('inputmode', 'numeric');
  await userEvent.clear(box);
  await userEvent.type(box, '31122011');
  expect(box).toHaveValue('31.12.2011');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ birth_date: '2011-12-31' });
  await userEvent.clear(box);
  await userEvent.type(box, '4.5.2012');
  expect(box).toHaveValue('04.05.2012');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submitted()).toEqual({ birth_date: '2012-05-04' });
});

test('a day that does not exist, or outside the bounds, is refused in the page’s language', async () => {
  const { onSubmit } = renderForm(
    <DateField name="end_date" label="Дата окончания" min="2026-03-01" max="2026-12-31" />,
    { url: '/ru/cabinet/form' },
  );
  const box = screen.getByRole('textbox', { name: 'Дата окончания' });
  await userEvent.type(box, '29.02.2026');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Некорректная дата');
  expect(box).toHaveAccessibleDescription('Некорректная дата ДД.ММ.ГГГГ');
  await userEvent.clear(box);
  await userEvent.type(box, '28.02.2026');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Дата должна быть не раньше 01.03.2026');
  await userEvent.clear(box);
  await userEvent.type(box, '01.01.2027');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Дата должна быть не позже 31.12.2026');
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a year the calendar reads as another century is refused, not shifted (0001 is not 1901)', async () => {
  renderForm(<DateField name="start_date" label="Start date" />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01.01.0001');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('The date must not be earlier than 01.01.1900');
});

test('an empty date shows the expected format in the current language', () => {
  renderForm(<DateField name="end_date" label="Аяқталу күні" />, { url: '/cabinet/form' });
  const box = screen.getByRole('textbox', { name: 'Аяқталу күні' });
  expect(box).toHaveAccessibleDescription('КК.АА.ЖЖЖЖ');
  expect(box).toHaveAttribute('placeholder', 'КК.АА.ЖЖЖЖ');
});

test('a time is typed in 24 hours and checked on blur', async () => {
  const { submitted } = renderForm(<TimeField name="time" label="Время (Алматы)" rules={['required']} />, {
    url: '/ru/cabinet/form',
    initialValues: { time: '10:00:00' },
  });
  const box = screen.getByRole('textbox', { name: 'Время (Алматы)' });
  expect(box).toHaveValue('10:00');
  expect(box).toHaveAttribute('placeholder', 'ЧЧ:ММ');
  await userEvent.clear(box);
  await userEvent.type(box, '2460');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Некорректное время (ЧЧ:ММ, 00:00–23:59)');
  await userEvent.clear(box);
  await userEvent.type(box, '930');
  expect(box).toHaveValue('09:30');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(submitted()).toEqual({ time: '09:30' });
});

test('a date and a time make one value, checked when the focus leaves both', async () => {
  const { submitted } = renderForm(<DateTimeField name="starts_at" label="Kick-off" rules={['required']} />);
  const group = screen.getByRole('group', { name: 'Kick-off' });
  const day = screen.getByRole('textbox', { name: 'Date' });
  await userEvent.type(day, '01092026');
  await userEvent.tab();
  expect(screen.getByRole('textbox', { name: 'Time' })).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Incorrect time (HH:MM, 00:00–23:59)');
  expect(group).toContainElement(screen.getByRole('alert'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Time' }), '1800');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted()).toEqual({ starts_at: '2026-09-01T18:00' }));
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
  expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('9');
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
