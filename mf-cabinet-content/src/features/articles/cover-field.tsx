// The cover picture: chosen from the device, sent at once as responsive copies (progress shown),
// its stored path kept in the form (`image`) with its preview (`cover_url`); removable.
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import { FilePicker } from '../../ui/file-picker';
import { uploadPicture } from '../../ui/upload';
import { useUploadOnPick } from '../../ui/use-upload-on-pick';

export function CoverField() {
  const { t } = useTranslation('cab-content');
  const image = useField<string | null>('image');
  const preview = useField<string | null>('cover_url');
  const { picker, progress, error, pick } = useUploadOnPick(async (file, onProgress) => {
    const uploaded = await uploadPicture(file, onProgress);
    image.input.onChange(uploaded.path);
    preview.input.onChange(uploaded.picture.src);
  });
  const serverError = image.meta.submitError as string | undefined;
  return (
    <div className="lg-field ct-cover">
      <span className="ct-label" id="ct-cover-label">
        {t('articles.cover')}
      </span>
      {preview.input.value && (
        <img src={preview.input.value} alt="" width={320} height={180} className="ct-cover__img" />
      )}
      <div className="ct-row-actions">
        <button
          type="button"
          className="lg-button lg-button--ghost"
          aria-describedby="ct-cover-label"
          onClick={() => picker.current?.click()}
          disabled={progress !== null}
        >
          {progress === null ? t('articles.coverChoose') : t('articles.coverUploading', { percent: progress })}
        </button>
        {image.input.value && (
          <button
            type="button"
            className="lg-button lg-button--ghost"
            onClick={() => {
              image.input.onChange(null);
              preview.input.onChange(null);
            }}
          >
            {t('articles.coverRemove')}
          </button>
        )}
      </div>
      {progress !== null && <progress max={100} value={progress} aria-label={t('articles.cover')} />}
      <FilePicker picker={picker} onPick={(file) => void pick(file)} />
      {(error ?? serverError) && (
        <p className="ct-error" role="alert">
          {error ?? serverError}
        </p>
      )}
    </div>
  );
}
