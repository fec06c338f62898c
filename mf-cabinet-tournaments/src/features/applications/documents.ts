// A person's document through the authenticated documents.download endpoint (documents are
// private: never a plain link). The file is fetched with the token and saved under its name.
import { api, buildPath, type DocumentOwner } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

export async function downloadDocument(owner: DocumentOwner, id: number, name: string): Promise<void> {
  const response = await api.get<Blob>(buildPath(endpoints.documents.documentFile.path, { owner, id }), {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser time to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
