import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@league/shared';
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

test("a refused write says the API's message, or the common error when it gives none", async () => {
  const answer = (message: string) =>
    new ApiError(
      'Request failed with status code 409',
      'ERR_BAD_REQUEST',
      {} as never,
      { data: { success: false, message, data: { errors: {} } }, status: 409 } as never,
    );
  function Refusals() {
    const notify = useNotify();
    return (
      <>
        <button type="button" onClick={() => notify.refused(answer('The season is closed'))}>
          said
        </button>
        <button type="button" onClick={() => notify.refused(answer(''))}>
          unsaid
        </button>
        <button type="button" onClick={() => notify.refused(new Error('network'))}>
          lost
        </button>
      </>
    );
  }
  renderKit(<Refusals />, { url: '/en/cabinet' });
  await userEvent.click(screen.getByRole('button', { name: 'said' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The season is closed');
  await userEvent.click(screen.getByRole('button', { name: 'unsaid' }));
  expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred');
  await userEvent.click(screen.getByRole('button', { name: 'said' }));
  await userEvent.click(screen.getByRole('button', { name: 'lost' }));
  expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred');
});
