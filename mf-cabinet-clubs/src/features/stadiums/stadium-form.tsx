// The stadium form of the stadiums page (create and edit): titles and addresses in kk/ru/en,
// the city from the city handbook, the capacity. Server field errors land on their fields.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CabinetStadium, type HandbookItem, type StadiumBody } from '@league/shared';
import { CabinetForm, NumberField, SelectField, TextareaField } from '@league/shared/cabinet';
import { textsBody, textsOf } from '../../ui/form-texts';
import { cityOptions } from '../../ui/form-fields';
import { LanguageTextsRow } from '../../ui/language-texts';

export interface StadiumFormValues {
  title_kk: string;
  title_ru?: string;
  title_en?: string;
  address_kk?: string;
  address_ru?: string;
  address_en?: string;
  city_id?: number;
  capacity?: number | string;
}

export function stadiumValues(stadium: CabinetStadium | null): Partial<StadiumFormValues> {
  if (!stadium) return {};
  return {
    ...textsOf(stadium, ['title', 'address']),
    city_id: stadium.city?.id,
    capacity: stadium.capacity ?? undefined,
  };
}

/** Form values as the API body: empty texts are null, the capacity a number or null. */
export function stadiumBody(values: StadiumFormValues): StadiumBody {
  const capacity = values.capacity === undefined || values.capacity === '' ? null : Number(values.capacity);
  return {
    ...textsBody(values, ['title', 'address']),
    title_kk: values.title_kk ?? '',
    city_id: values.city_id as number,
    capacity,
  };
}

export function StadiumForm({
  stadium,
  cities,
  onSubmit,
  onDone,
}: {
  stadium: CabinetStadium | null;
  cities: HandbookItem[];
  onSubmit: (values: StadiumFormValues) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation('cab-clubs');
  const heading = stadium ? t('stadiums.editTitle', { title: stadium.title }) : t('stadiums.create');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel opens above the table: bring it into view (a phone may be far down the list).
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [stadium?.id]);
  return (
    <section className="cc-panel" aria-label={heading}>
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <CabinetForm<StadiumFormValues>
        key={stadium?.id ?? 'new'}
        label={heading}
        initialValues={stadiumValues(stadium)}
        onSubmit={onSubmit}
        onSuccess={onDone}
        warnUnsaved={false}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onDone}>
            {t('stadiums.cancel')}
          </button>
        }
      >
        <LanguageTextsRow name="title" labelKey="stadiums.title" max={255} required />
        <div className="cc-grid">
          <SelectField name="city_id" label={t('stadiums.city')} options={cityOptions(cities)} rules={['required']} />
          <NumberField name="capacity" label={t('stadiums.capacity')} rules={[{ rule: 'min_value', value: 0 }]} />
        </div>
        <div className="cc-grid">
          <TextareaField
            name="address_kk"
            label={t('stadiums.addressKk')}
            rows={2}
            rules={[{ rule: 'max', length: 500 }]}
          />
          <TextareaField
            name="address_ru"
            label={t('stadiums.addressRu')}
            rows={2}
            rules={[{ rule: 'max', length: 500 }]}
          />
          <TextareaField
            name="address_en"
            label={t('stadiums.addressEn')}
            rows={2}
            rules={[{ rule: 'max', length: 500 }]}
          />
        </div>
      </CabinetForm>
    </section>
  );
}
