// The title of a cabinet entity in kk, ru and en: the three fields of its form (the Kazakh one
// required), and the title to show in the reader's language (else the Kazakh one).
import { useValidator } from '../forms/use-validator';
import { TextField } from './fields';

export type TitleLanguage = 'kk' | 'ru' | 'en';

/** `<name>_kk`, `<name>_ru`, `<name>_en` in one grid (`className`), each at most `max` characters. */
export function TitleFields({
  name = 'title',
  labels,
  max = 255,
  className,
}: {
  name?: string;
  labels: Record<TitleLanguage, string>;
  max?: number;
  className: string;
}) {
  const required = useValidator('required', { rule: 'max', length: max });
  const optional = useValidator({ rule: 'max', length: max });
  return (
    <div className={className}>
      <TextField name={`${name}_kk`} label={labels.kk} validate={required} required />
      <TextField name={`${name}_ru`} label={labels.ru} validate={optional} />
      <TextField name={`${name}_en`} label={labels.en} validate={optional} />
    </div>
  );
}

/** The title in `locale`, else the Kazakh one. */
export function titleIn(
  values: { title_kk: string; title_ru?: string | null; title_en?: string | null },
  locale: string,
): string {
  return (locale === 'ru' ? values.title_ru : locale === 'en' ? values.title_en : null) || values.title_kk;
}
