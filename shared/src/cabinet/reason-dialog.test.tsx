import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useReasonDialog } from './reason-dialog';
import { formRefusal, renderKit } from './test-utils';

function Rejecter({ save, required = true }: { save: (reason: string) => Promise<unknown>; required?: boolean }) {
  const { ask, dialog } = useReasonDialog();
  const [result, setResult] = useState('none');
  const open = async () =>
    setResult(
      String(
        await ask(
          {
            title: 'Reject the application?',
            text: 'The team sees the reason.',
            reasonLabel: 'Reason',
            submitLabel: 'Reject',
            maxLength: 200,
            required,
          },
          save,
        ),
      ),
    );
  return (
    <>
      <button type="button" onClick={() => void open()}>
        Reject
      </button>
      <p>result: {result}</p>
      {dialog}
    </>
  );
}

const reason = () => screen.getByRole('textbox', { name: /Reason/ });

test('the reason takes the focus; an empty required reason is refused on its field and nothing is sent', async () => {
  const save = jest.fn().mockResolvedValue({});
  renderKit(<Rejecter save={save} />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject the application?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('The team sees the reason.');
  expect(reason()).toHaveFocus();
  await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
  expect(save).not.toHaveBeenCalled();
  expect(reason()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a refusal from the server stays on the reason with what was typed; a stored decision closes with true', async () => {
  const save = jest
    .fn()
    .mockRejectedValueOnce(formRefusal({ reason: ['Too vague'] }))
    .mockResolvedValueOnce({});
  renderKit(<Rejecter save={save} />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await userEvent.type(reason(), '  no birth certificate  ');
  await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
  expect(await screen.findByText('Too vague')).toBeInTheDocument();
  expect(save).toHaveBeenLastCalledWith('no birth certificate');
  expect(reason()).toHaveValue('  no birth certificate  ');
  await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('result: true')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(2);
});

test('Tab stays inside; Escape closes with false and gives the focus back', async () => {
  renderKit(<Rejecter save={jest.fn()} required={false} />, { url: '/ru/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  const inside = screen.getByRole('dialog');
  expect(inside).toContainElement(document.activeElement as HTMLElement);
  await userEvent.tab({ shift: true });
  expect(inside).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('result: false')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
});
