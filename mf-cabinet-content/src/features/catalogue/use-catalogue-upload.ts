// Sending a small item's picture or PDF as soon as it is picked: the progress while it goes,
// and the upload's own error (the file's field error, the server's message, or a general one).
import { uploadDocument, uploadPicture } from '../../ui/upload';
import { useUploadOnPick } from '../../ui/use-upload-on-pick';

export function useCatalogueUpload(pdf: boolean, setPath: (path: string) => void, setPreview: (src: string) => void) {
  return useUploadOnPick(async (file, onProgress) => {
    if (pdf) setPath((await uploadDocument(file, onProgress)).path);
    else {
      const uploaded = await uploadPicture(file, onProgress);
      setPath(uploaded.path);
      setPreview(uploaded.picture.src);
    }
  });
}
