// Sends one photo to the content area's upload endpoint with XMLHttpRequest, the one browser API
// that reports upload progress (fetch does not): the percentage goes to `onProgress`, the answer
// is checked against the endpoint's contract, and a failure is the API client's ApiError, so a
// field error lands on its field and a retry is the same call again.
import {
  ApiError,
  authAtom,
  currentLocale,
  store,
  type ApiResponse,
  type CabinetAlbumPhoto,
  type UploadedDocument,
  type UploadedPicture,
} from '@league/shared';
import { endpoints } from '@league/shared/cabinet';

/** A photo of the content area: its responsive copies. */
export const uploadPicture = (file: File, onProgress?: (percent: number) => void, signal?: AbortSignal) =>
  uploadFile<UploadedPicture>(endpoints.contentCabinet.uploadPicture.path, file, onProgress, signal);

/** A PDF of a public document. */
export const uploadDocument = (file: File, onProgress?: (percent: number) => void) =>
  uploadFile<UploadedDocument>(endpoints.catalogueCabinet.uploadDocument.path, file, onProgress);

/** A photo added to an album. */
export const uploadAlbumPhoto = (albumId: number, file: File, onProgress?: (percent: number) => void) =>
  uploadFile<CabinetAlbumPhoto>(
    endpoints.buildPath(endpoints.albumsCabinet.addPhoto.path, { id: albumId }),
    file,
    onProgress,
  );

function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<T> {
  const endpoint = { path };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    const token = store.get(authAtom)?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const fail = (status: number, data: unknown) => {
      const config = { url: endpoint.path, method: 'post' } as unknown as ConstructorParameters<typeof ApiError>[2];
      const response = status ? ({ status, data, headers: {} } as unknown as ApiResponse) : undefined;
      reject(new ApiError(`upload failed (${status})`, status ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK', config, response));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data && (data as { data?: unknown }).data)
        resolve((data as { data: T }).data);
      else fail(xhr.status, data);
    };
    xhr.onerror = () => fail(0, null);
    xhr.onabort = () => fail(0, null);
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
