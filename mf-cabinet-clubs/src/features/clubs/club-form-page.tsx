// /cabinet/clubs/create and /cabinet/clubs/:club_id/edit (super_admin, header hidden): the club
// form — titles and descriptions in kk/ru/en, city, founding year and two colours. The slug is
// made by the API from the title. The crest is uploaded separately (not in this form).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DATE_BOUNDS,
  positiveId,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
} from '@league/shared';
import {
  CabinetForm,
  NumberField,
  SelectField,
  TextareaField,
  endpoints,
  type ClubCreateBody,
  type ClubFormValues,
  titleIn,
  CabinetFormPage,
  TitleFields,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { cityOptions } from '../../ui/form-fields';
import { textsBody, textsOf } from '../../ui/form-texts';
import '../../ui/registry.css';

export interface ClubFields {
  title_kk: string;
  title_ru?: string;
  title_en?: string;
  city_id?: number;
  founded_year?: number | string;
  colors?: Array<string | undefined>;
  description_kk?: string;
  description_ru?: string;
  description_en?: string;
}

interface Option {
  id: string | number;
  title: string;
}

/** Form values as the API body: empty texts are null, unchosen colours dropped. */
export function clubBody(values: ClubFields): ClubCreateBody {
  return {
    ...textsBody(values, ['title']),
    title_kk: values.title_kk ?? '',
    city_id: values.city_id ?? null,
    founded_year: values.founded_year === undefined || values.founded_year === '' ? null : Number(values.founded_year),
    colors: (values.colors ?? []).filter((c): c is string => !!c),
    ...textsBody(values, ['description']),
  };
}

function fieldsOf(values: ClubFormValues): Partial<ClubFields> {
  return {
    ...textsOf(values, ['title']),
    city_id: values.city_id ?? undefined,
    founded_year: values.founded_year ?? undefined,
    colors: [values.colors[0], values.colors[1]],
    ...textsOf(values, ['description']),
  };
}

export function ClubCreatePage() {
  const cities = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'city' } });
  const colors = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'colors' } });
  const create = useEndpointMutation(endpoints.clubsCabinet.createClub, {
    invalidates: [endpoints.cabinetLists.cabinetClubs],
  });
  const navigate = useNavigate();
  const lp = useLocalePath();
  return (
    <ClubFormFrame mode="create">
      <ClubFormBody
        cities={cities.data?.data ?? []}
        colors={colors.data?.data ?? []}
        onSubmit={(values) => create.mutateAsync({ body: clubBody(values) })}
        onSaved={(result) => navigate(lp(paths.club((result as { data: { id: number } }).data.id)))}
        cancelTo={paths.clubs()}
      />
    </ClubFormFrame>
  );
}

export function ClubEditPage() {
  const { club_id: clubId } = useParams();
  const id = positiveId(clubId) ?? 0;
  const form = useEndpointQuery(endpoints.clubsCabinet.clubForm, id ? { params: { id } } : null);
  const update = useEndpointMutation(endpoints.clubsCabinet.updateClub, {
    invalidates: [
      endpoints.cabinetLists.cabinetClubs,
      endpoints.clubsCabinet.cabinetClub,
      endpoints.clubsCabinet.clubForm,
    ],
  });
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { t } = useTranslation('cab-clubs');
  const locale = useLocale();
  return (
    <PageAsync data={form}>
      {(answer) => (
        <ClubFormFrame mode="edit" club={{ id, title: titleIn(answer.data.values, locale) }}>
          {answer.data.values.archived ? (
            <p className="cc-note" role="status">
              {t('clubs.archivedNote')}
            </p>
          ) : (
            <ClubFormBody
              initial={fieldsOf(answer.data.values)}
              slug={answer.data.values.slug}
              cities={answer.data.options.cities}
              colors={answer.data.options.colors}
              onSubmit={(values) => update.mutateAsync({ params: { id }, body: clubBody(values) })}
              onSaved={() => navigate(lp(paths.club(id)))}
              cancelTo={paths.club(id)}
            />
          )}
        </ClubFormFrame>
      )}
    </PageAsync>
  );
}

function ClubFormFrame({
  mode,
  club,
  children,
}: {
  mode: 'create' | 'edit';
  club?: { id: number; title: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <CabinetFormPage
      title={mode === 'create' ? t('clubs.create') : t('clubs.editTitle')}
      trail={[
        { title: t('clubs.title'), to: paths.clubs() },
        ...(club ? [{ title: club.title, to: paths.club(club.id) }] : []),
      ]}
    >
      {children}
    </CabinetFormPage>
  );
}

function ClubFormBody({
  initial,
  slug,
  cities,
  colors,
  onSubmit,
  onSaved,
  cancelTo,
}: {
  initial?: Partial<ClubFields>;
  slug?: string;
  cities: Option[];
  colors: Option[];
  onSubmit: (values: ClubFields) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation('cab-clubs');
  const colorOptions = colors.map((c) => ({ value: String(c.id), label: c.title }));
  const description = [{ rule: 'max' as const, length: 5000 }];
  return (
    <CabinetForm<ClubFields>
      label={t('clubs.details')}
      initialValues={initial}
      onSubmit={onSubmit}
      onSuccess={onSaved}
      cancel={{ to: cancelTo, label: t('clubs.cancel') }}
    >
      <TitleFields
        labels={{ kk: t('clubs.titleKk'), ru: t('clubs.titleRu'), en: t('clubs.titleEn') }}
        className="cc-grid"
      />
      {slug && (
        <p className="lg-field">
          <span>{t('clubs.slug')}: </span>
          <code>{slug}</code>
        </p>
      )}
      <div className="cc-grid">
        <SelectField name="city_id" label={t('clubs.city')} options={cityOptions(cities)} />
        <NumberField
          name="founded_year"
          label={t('clubs.founded')}
          rules={[{ rule: 'past_year', min: DATE_BOUNDS.foundedMin }]}
          inputMode="numeric"
        />
        <SelectField name="colors[0]" label={t('clubs.color1')} options={colorOptions} />
        <SelectField name="colors[1]" label={t('clubs.color2')} options={colorOptions} />
      </div>
      <div className="cc-grid cc-grid--wide">
        <TextareaField name="description_kk" label={t('clubs.descriptionKk')} rows={3} rules={description} />
        <TextareaField name="description_ru" label={t('clubs.descriptionRu')} rows={3} rules={description} />
        <TextareaField name="description_en" label={t('clubs.descriptionEn')} rows={3} rules={description} />
      </div>
    </CabinetForm>
  );
}
