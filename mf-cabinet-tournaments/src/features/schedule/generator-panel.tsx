// The round-robin generator's small form: single or double round robin, a start date, the
// weekday and the first kick-off (Asia/Almaty), days between tours and an optional stadium.
// "Preview" asks the API for the calendar without saving it (the server's errors land on their
// fields); "Save calendar" writes the calendar previewed, offered only while the form still holds
// the values it was made from. When the tournament already has matches the user must tick that
// the unplayed ones are replaced.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  type ScheduleBody,
  type ScheduleResponse,
} from '@league/shared';
import { CabinetForm, useNotify, endpoints } from '@league/shared/cabinet';
import { GeneratorInputs } from './generator-inputs';

const api = endpoints.tournaments;

interface GeneratorFields {
  mode: ScheduleBody['mode'];
  start_date?: string;
  weekday: number;
  time?: string;
  interval_days?: number;
  stadium_id?: number;
}

/** The form's values as the API body. */
function scheduleBody(values: GeneratorFields, extra: Partial<ScheduleBody>): ScheduleBody {
  return {
    mode: values.mode,
    start_date: values.start_date ?? '',
    weekday: values.weekday,
    time: values.time ?? '',
    interval_days: values.interval_days ?? 7,
    stadium_id: values.stadium_id ?? null,
    ...extra,
  };
}

/** The generator's state: the form's first values, the preview with the values it was made for, and the save. */
function useGenerator(tournamentId: number, existing: number, onDone: () => void) {
  const notify = useNotify();
  const generate = useEndpointMutation(api.schedule, { invalidates: [api.matches, api.cabinetDetail] });
  const [initialValues] = useState<GeneratorFields>(() => ({
    mode: 'single',
    start_date: new Date().toISOString().slice(0, 10),
    weekday: 6,
    time: '10:00',
    interval_days: 7,
  }));
  const [replace, setReplace] = useState(false);
  // The preview with the values it was made for: it shows only while the form still holds them.
  const [preview, setPreview] = useState<{
    of: string;
    values: GeneratorFields;
    data: ScheduleResponse['data'];
  } | null>(null);

  const makePreview = async (values: GeneratorFields) => {
    const answer = await generate.mutateAsync({
      params: { id: tournamentId },
      body: scheduleBody(values, { preview: true, replace: true }),
    });
    setPreview({ of: JSON.stringify(values), values, data: answer.data });
  };

  const save = async (values: GeneratorFields) => {
    try {
      await generate.mutateAsync({
        params: { id: tournamentId },
        body: scheduleBody(values, { preview: false, replace: existing > 0 ? replace : undefined }),
      });
      notify.success();
      onDone();
    } catch (error) {
      notify.refused(error);
    }
  };

  return { initialValues, replace, setReplace, preview, makePreview, save, busy: generate.isPending };
}

export function GeneratorPanel({
  tournamentId,
  existing,
  onDone,
}: {
  tournamentId: number;
  existing: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const stadiums = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'stadium' } });
  const { initialValues, replace, setReplace, preview, makePreview, save, busy } = useGenerator(
    tournamentId,
    existing,
    onDone,
  );

  return (
    <section className="ct-panel" aria-labelledby="generator-title">
      <h2 id="generator-title">{t('schedule.generateTitle')}</h2>
      <p className="ct-muted">{t('schedule.generateHint')}</p>
      <CabinetForm<GeneratorFields>
        className="ct-generator"
        label={t('schedule.generateTitle')}
        initialValues={initialValues}
        onSubmit={makePreview}
        success={false}
        submitLabel={t('schedule.preview')}
        warnUnsaved={false}
        renderAfter={({ values }) =>
          preview?.of === JSON.stringify(values) && (
            <Preview
              preview={preview.data}
              replace={replace}
              onReplace={setReplace}
              busy={busy}
              onSave={() => void save(preview.values)}
              onCancel={onDone}
            />
          )
        }
      >
        <GeneratorInputs stadiums={(stadiums.data?.data ?? []).map((s) => ({ value: Number(s.id), label: s.title }))} />
      </CabinetForm>
    </section>
  );
}

/** The calendar the generator would write, and the save that writes it. */
function Preview({
  preview,
  replace,
  onReplace,
  busy,
  onSave,
  onCancel,
}: {
  preview: ScheduleResponse['data'];
  replace: boolean;
  onReplace: (replace: boolean) => void;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const matchesCount = preview.tours.reduce((n, tour) => n + tour.matches.length, 0);
  const title = t('schedule.previewTitle', { tours: preview.tours.length, matches: matchesCount });
  return (
    <>
      <h3>{title}</h3>
      <section className="ct-preview" aria-label={title}>
        {preview.tours.map((tour) => (
          <div key={tour.number}>
            <strong>
              {t('schedule.tour')} {tour.number} · {formatDate(tour.date, 'short', locale)}
            </strong>
            <ol>
              {tour.matches.map((m) => (
                <li key={`${m.host.id}-${m.guest.id}`}>
                  {m.host.title} — {m.guest.title}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      {preview.replaced > 0 && (
        <div className="ct-note ct-note--warn">
          <p>{t('schedule.replaceNote', { count: preview.replaced })}</p>
          <label className="lg-check">
            <input type="checkbox" checked={replace} onChange={(e) => onReplace(e.target.checked)} />{' '}
            {t('schedule.replace')}
          </label>
        </div>
      )}
      <div className="ct-actions">
        <button
          type="button"
          className="lg-button"
          onClick={onSave}
          disabled={busy || (preview.replaced > 0 && !replace)}
        >
          {t('schedule.confirmSave')}
        </button>
        <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
          {t('schedule.cancel')}
        </button>
      </div>
    </>
  );
}
