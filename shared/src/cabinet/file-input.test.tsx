import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CabinetForm } from './cabinet-form';
import { checkFile, FileField, FileInput, type FileInputProps, type FileValue } from './file-input';
import { renderKit } from './test-utils';

const KB = 1024;
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:preview-${++objectUrls}`),
    revokeObjectURL: jest.fn(),
  });
});

function Picker({
  initial = null,
  onValue = () => undefined,
  ...props
}: Partial<FileInputProps> & { initial?: FileValue; onValue?: (value: FileValue) => void }) {
  const [value, setValue] = useState<FileValue>(initial);
  return (
    <FileInput
      label="Photo"
      kind="image"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

test('the limits and types of spec and domain', () => {
  expect(checkFile(fileOf('a.png', 'image/png', 300 * KB), 'image')).toBeNull();
  expect(checkFile(fileOf('a.png', 'image/png', 300 * KB + 1), 'image')).toBe('file_too_large_300kb');
  expect(checkFile(fileOf('a.webp', 'image/webp', KB), 'image')).toBeNull();
  expect(checkFile(fileOf('a.svg', 'image/svg+xml', KB), 'image')).toBe('file_type');
  expect(checkFile(fileOf('a.pdf', 'application/pdf', KB), 'image')).toBe('file_type');
  expect(checkFile(fileOf('scan.pdf', 'application/pdf', 1024 * KB), 'document')).toBeNull();
  expect(checkFile(fileOf('scan.pdf', 'application/pdf', 1024 * KB + 1), 'document')).toBe('file_too_large_1mb');
  expect(checkFile(fileOf('scan.webp', 'image/webp', KB), 'document')).toBe('file_type');
  expect(checkFile(fileOf('scan.PDF', '', KB), 'document')).toBeNull();
});

test('an image over 300 KB is refused before upload, with its own message', async () => {
  const onValue = jest.fn();
  const upload = jest.fn();
  renderKit(<Picker onValue={onValue} upload={upload} />, { url: '/en/cabinet/players/1/edit' });
  await userEvent.upload(screen.getByLabelText('Photo'), fileOf('photo.jpg', 'image/jpeg', 301 * KB));
  const field = screen.getByLabelText('Photo');
  expect(field).toHaveAccessibleDescription(expect.stringContaining('The file must not exceed 300 KB'));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The file must not exceed 300 KB');
  expect(onValue).not.toHaveBeenCalled();
  expect(upload).not.toHaveBeenCalled();
});

test('a document over 1 MB is refused with the other message', async () => {
  renderKit(<Picker label="Удостоверение" kind="document" />, { url: '/ru/cabinet/players/1/edit' });
  await userEvent.upload(screen.getByLabelText('Удостоверение'), fileOf('id.pdf', 'application/pdf', 1024 * KB + 1));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Размер файла не должен превышать 1 МБ');
  expect(screen.queryByText(/300 КБ/)).not.toBeInTheDocument();
});

test('a file of another type is refused', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderKit(<Picker />, { url: '/en/cabinet/players/1/edit' });
  await user.upload(screen.getByLabelText('Photo'), fileOf('anim.gif', 'image/gif', KB));
  expect(screen.getByRole('alert')).toHaveTextContent('This file type is not allowed');
});

test('a picked image is previewed with its size and can be removed', async () => {
  const onValue = jest.fn();
  renderKit(<Picker onValue={onValue} />, { url: '/en/cabinet/players/1/edit' });
  const photo = fileOf('photo.png', 'image/png', 120 * KB);
  await userEvent.upload(screen.getByLabelText('Photo'), photo);
  expect(onValue).toHaveBeenLastCalledWith(photo);
  expect(screen.getByRole('img', { name: 'Preview: photo.png' })).toHaveAttribute('src', 'blob:preview-1');
  expect(screen.getByText(/120 KB/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove the file' }));
  expect(onValue).toHaveBeenLastCalledWith(null);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  expect(screen.getByLabelText('Photo')).toHaveFocus();
});

test('when editing, the current PDF is shown by name and size with a preview link', () => {
  renderKit(
    <Picker
      label="Medical"
      kind="document"
      initial={{ url: '/files/med-1.pdf', name: 'medical.pdf', size: 1.5 * 1024 * KB }}
    />,
    { url: '/en/cabinet/players/1/edit' },
  );
  expect(screen.getByText('medical.pdf')).toBeInTheDocument();
  expect(screen.getByText(/1\.5 MB/)).toBeInTheDocument();
  const preview = screen.getByRole('link', { name: 'Preview: medical.pdf' });
  expect(preview).toHaveAttribute('href', '/files/med-1.pdf');
  expect(preview).toHaveAttribute('target', '_blank');
});

test('a picked PDF opens in a new tab for a preview', async () => {
  renderKit(<Picker label="Medical" kind="document" />, { url: '/en/cabinet/players/1/edit' });
  await userEvent.upload(screen.getByLabelText('Medical'), fileOf('scan.pdf', 'application/pdf', 200 * KB));
  expect(screen.getByRole('link', { name: 'Preview: scan.pdf' })).toHaveAttribute('href', 'blob:preview-1');
  expect(screen.getByText('scan.pdf')).toBeInTheDocument();
  expect(screen.getByText(/200 KB/)).toBeInTheDocument();
});

test('an upload reports its progress and its result becomes the value', async () => {
  let report: (percent: number) => void = () => undefined;
  let finish: (value: { url: string; name: string }) => void = () => undefined;
  const upload = jest.fn((_file: File, onProgress: (percent: number) => void) => {
    report = onProgress;
    return new Promise<{ url: string; name: string }>((resolve) => (finish = resolve));
  });
  const onValue = jest.fn();
  renderKit(<Picker onValue={onValue} upload={upload} />, { url: '/en/cabinet/clubs/1/edit' });
  await userEvent.upload(screen.getByLabelText('Photo'), fileOf('logo.png', 'image/png', 10 * KB));
  act(() => report(40));
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
  expect(screen.getByText('Uploading: 40%')).toBeInTheDocument();
  await act(async () => finish({ url: '/files/logo-1.png', name: 'logo.png' }));
  expect(onValue).toHaveBeenLastCalledWith({ url: '/files/logo-1.png', name: 'logo.png' });
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'logo.png' })).toHaveAttribute('href', '/files/logo-1.png');
});

test('a progress given by the page is shown', () => {
  renderKit(<Picker progress={75} initial={fileOf('photo.png', 'image/png', KB)} />, {
    url: '/en/cabinet/players/1/edit',
  });
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '75');
  expect(screen.queryByRole('button', { name: 'Remove the file' })).not.toBeInTheDocument();
});

test('in a form, a required file is checked and the picked File is submitted', async () => {
  const onSubmit = jest.fn();
  renderKit(
    <CabinetForm<{ logo?: FileValue }> onSubmit={onSubmit} success={false}>
      <FileField name="logo" label="Logo" kind="image" rules={['required']} />
    </CabinetForm>,
    { url: '/en/cabinet/clubs/create' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  const logo = fileOf('logo.png', 'image/png', 20 * KB);
  await userEvent.upload(screen.getByLabelText('Logo'), logo);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ logo });
});
