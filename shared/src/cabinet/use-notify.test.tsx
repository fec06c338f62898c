import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotify, type NotifyKey } from './use-notify';
import { renderKit } from './test-utils';

function Buttons({ success, error }: { success?: NotifyKey; error?: NotifyKey }) {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success(success)}>
        ok
      </button>
      <button type="button" onClick={() => notify.error(error)}>
        fail
      </button>
    </>
  );
}

test('generic success and error toasts', async () => {
  renderKit(<Buttons />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'ok' }));
  expect(screen.getByRole('status')).toHaveTextContent('Completed successfully');
  await userEvent.click(screen.getByRole('button', { name: 'fail' }));
  expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred');
});

test('a named notification in the current language replaces the previous toast', async () => {
  renderKit(<Buttons success="protocolChanged" error="fileTooLarge300kb" />, { url: '/ru/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'ok' }));
  expect(screen.getByRole('status')).toHaveTextContent('Протокол изменён');
  await userEvent.click(screen.getByRole('button', { name: 'fail' }));
  expect(screen.queryByText('Протокол изменён')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Размер файла не должен превышать 300 КБ');
});

test('kk is the default language', async () => {
  renderKit(<Buttons error="importUnavailable" />, { url: '/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'fail' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Импорт уақытша қолжетімсіз');
});
