// The import page's writes: the preview of a chosen file (read again for every new file: fixing a
// file is uploading it again) and the import of the same file, each through its endpoint object.
import { useState } from 'react';
import { callEndpoint, errorMessage, fieldErrors, queryClient } from '@league/shared';
import { endpoints, type ImportPreview, type ImportResult } from '@league/shared/cabinet';

const api = endpoints.registryImport;

/** What went wrong with a file: its field's message, else the answer's, else null (a network failure). */
const problemOf = (error: unknown): string | null => fieldErrors(error).file ?? errorMessage(error);

export function useImport() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);

  const check = async (picked: File) => {
    setFile(picked);
    setResult(null);
    setProblem(null);
    setBusy('reading');
    try {
      setPreview((await callEndpoint(api.preview, { body: { file: picked } as never })).data);
    } catch (error) {
      setPreview(null);
      setProblem(problemOf(error) ?? '');
    } finally {
      setBusy(null);
    }
  };

  const run = async (skipInvalid: boolean) => {
    if (!file) return;
    setProblem(null);
    setBusy('importing');
    try {
      const body = { file, skip_invalid: skipInvalid ? '1' : '0' } as never;
      setResult((await callEndpoint(api.run, { body })).data);
      setPreview(null);
      await queryClient.invalidateQueries();
    } catch (error) {
      setProblem(problemOf(error) ?? '');
      // The registry may have changed since the preview: show the file as it reads now.
      if (file)
        setPreview((await callEndpoint(api.preview, { body: { file } as never }).catch(() => null))?.data ?? null);
    } finally {
      setBusy(null);
    }
  };

  return { file, preview, result, problem, busy, check, run };
}
