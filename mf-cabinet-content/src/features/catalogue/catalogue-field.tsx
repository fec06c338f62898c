// One field of a small item's form, drawn from its spec (fields.ts): texts in three languages,
// plain texts, links, numbers, dates, choices, a switch, a picture or a PDF uploaded with progress.
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import {
  CheckboxField,
  DateField,
  DateTimeField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  useValidator,
} from '@league/shared/cabinet';
import { FilePicker, PICTURE_TYPES } from '../../ui/file-picker';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import type { FieldSpec } from './fields';
import { useCatalogueUpload } from './use-catalogue-upload';

const LANGS = ['kk', 'ru', 'en'] as const;
const optionKey = (spec: FieldSpec, value: string) =>
  spec.name === 'slug' && value === 'partner' ? 'partner_page' : value;

function UploadField({ spec }: { spec: FieldSpec }) {
  const { t } = useTranslation('cab-content');
  const { input, meta } = useField<string | null>(spec.name);
  const preview = useField<string | null>('preview');
  const pdf = spec.type === 'pdf';
  const label = t(`catalogue.fields.${spec.name}`);
  const { picker, progress, error, pick } = useCatalogueUpload(pdf, input.onChange, preview.input.onChange);
  const shown =
    error ??
    (meta.submitError as string | undefined) ??
    (meta.submitFailed ? (meta.error as string | undefined) : undefined);
  return (
    <div className="lg-field ct-upload">
      <span className="ct-label">{label}</span>
      {!pdf && preview.input.value && (
        <img src={preview.input.value} alt="" width={160} height={90} className="ct-upload__img" />
      )}
      {pdf && input.value && (
        <p>
          {t('catalogue.pdfCurrent')}: <a href={`/uploads/${input.value}`}>{input.value.split('/').pop()}</a>
        </p>
      )}
      <div className="ct-row-actions">
        <button
          type="button"
          className="lg-button lg-button--ghost"
          aria-label={`${t('catalogue.choose')}: ${label}`}
          onClick={() => picker.current?.click()}
          disabled={progress !== null}
        >
          {progress === null
            ? pdf && input.value
              ? t('catalogue.pdfReplace')
              : t('catalogue.choose')
            : t('catalogue.uploading', { percent: progress })}
        </button>
        {!pdf && input.value && !spec.required && (
          <button
            type="button"
            className="lg-button lg-button--ghost"
            onClick={() => {
              input.onChange(null);
              preview.input.onChange(null);
            }}
          >
            {t('catalogue.remove')}
          </button>
        )}
      </div>
      {progress !== null && <progress max={100} value={progress} aria-label={label} />}
      <FilePicker picker={picker} accept={pdf ? 'application/pdf' : PICTURE_TYPES} onPick={(file) => void pick(file)} />
      {shown && (
        <p className="ct-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}

export function CatalogueField({ spec }: { spec: FieldSpec }) {
  const { t } = useTranslation('cab-content');
  const required = useValidator('required');
  const none = useValidator();
  const label = t(`catalogue.fields.${spec.name}`);
  const rule = spec.required ? required : none;
  switch (spec.type) {
    case 'text3':
    case 'textarea3':
    case 'rich3':
      return (
        <div className="ct-grid">
          {LANGS.map((lang) => {
            const name = `${spec.name}_${lang}`;
            const full = `${label} (${t(`catalogue.languages.${lang}`)})`;
            if (spec.type === 'rich3') return <RichTextField key={lang} name={name} label={full} />;
            if (spec.type === 'textarea3') return <TextareaField key={lang} name={name} label={full} rows={3} />;
            return (
              <TextField
                key={lang}
                name={name}
                label={full}
                validate={lang === 'kk' ? rule : none}
                required={lang === 'kk' && spec.required}
              />
            );
          })}
        </div>
      );
    case 'number':
      return <NumberField name={spec.name} label={label} />;
    case 'date':
      return <DateField name={spec.name} label={label} />;
    case 'datetime':
      return <DateTimeField name={spec.name} label={label} />;
    case 'checkbox':
      return <CheckboxField name={spec.name} label={label} />;
    case 'select':
      return (
        <SelectField
          name={spec.name}
          label={label}
          placeholder={false}
          options={(spec.options ?? []).map((value) => ({
            value,
            label: t(`catalogue.options.${optionKey(spec, value)}`),
          }))}
        />
      );
    case 'picture':
    case 'pdf':
      return <UploadField spec={spec} />;
    default:
      return (
        <TextField
          name={spec.name}
          label={label}
          validate={rule}
          required={spec.required}
          inputMode={spec.type === 'url' ? 'url' : undefined}
        />
      );
  }
}
