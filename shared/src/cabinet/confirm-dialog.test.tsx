import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './confirm-dialog';
import { renderKit } from './test-utils';

function Remover() {
  const { confirm, dialog } = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setResult(String(await confirm({ title: 'Delete the club?', message: 'It cannot be undone.', danger: true })))
        }
      >
        Delete
      </button>
      <p>result: {result}</p>
      {dialog}
    </>
  );
}

test('the dialog is labelled, modal and takes the focus; Confirm resolves true', async () => {
  renderKit(<Remover />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the club?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('result: true')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
});

test('Tab stays inside the dialog', async () => {
  renderKit(<Remover />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
});

test('Escape and Cancel close with false and give the focus back', async () => {
  renderKit(<Remover />, { url: '/ru/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('result: false')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
