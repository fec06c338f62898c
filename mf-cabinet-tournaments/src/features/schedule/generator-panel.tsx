// The round-robin generator's small form: single or double round robin, a start date, the
// weekday and the first kick-off (Asia/Almaty), days between tours and an optional stadium.
// "Preview" asks the API for the calendar without saving it; "Save calendar" writes it. When
// the tournament already has matches the user must tick that the unplayed ones are replaced.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  fieldErrors,
  formatDate,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  type ScheduleBody,
  type ScheduleResponse,
} from '@league/shared';
import { useNotify, endpoints } from '@league/shared/cabinet';

const api = endpoints.tournaments;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

export function GeneratorPanel({ tournamentId, existing, onDone }: { tournamentId: number; existing: number; onDone: () => void }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const notify = useNotify();
  const stadiums = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'stadium' } });
  const generate = useEndpointMutation(api.schedule, { invalidates: [api.matches, api.cabinetDetail] });
  const [form, setForm] = useState(() => ({ mode: 'single' as ScheduleBody['mode'], start_date: new Date().toISOString().slice(0, 10), weekday: 6, time: '10:00', interval_days: 7, stadium_id: '' }));
  const [replace, setReplace] = useState(false);
  const [preview, setPreview] = useState<ScheduleResponse['data'] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const body = (extra: Partial<ScheduleBody>): ScheduleBody => ({
    mode: form.mode,
    start_date: form.start_date,
    weekday: Number(form.weekday),
    time: form.time,
    interval_days: Number(form.interval_days),
    stadium_id: form.stadium_id ? Number(form.stadium_id) : null,
    replace: existing > 0 ? replace : undefined,
    ...extra,
  });

  const send = async (save: boolean) => {
    setErrors({});
    try {
      const answer = await generate.mutateAsync({ params: { id: tournamentId }, body: body({ preview: !save, ...(save ? {} : { replace: true }) }) });
      if (save) {
        notify.success();
        onDone();
      } else setPreview(answer.data);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };

  const change = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((now) => ({ ...now, [key]: event.target.value }));
    setPreview(null);
  };
  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="lg-field__error" role="alert">
        {errors[name]}
      </span>
    ) : null;
  const matchesCount = preview?.tours.reduce((n, tour) => n + tour.matches.length, 0) ?? 0;

  return (
    <section className="ct-panel" aria-labelledby="generator-title">
      <h2 id="generator-title">{t('schedule.generateTitle')}</h2>
      <p className="ct-muted">{t('schedule.generateHint')}</p>
      <form
        className="ct-inline"
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <label>
          {t('schedule.mode')}
          <select value={form.mode} onChange={change('mode')}>
            <option value="single">{t('schedule.single')}</option>
            <option value="double">{t('schedule.double')}</option>
          </select>
          {fieldError('mode')}
        </label>
        <label>
          {t('schedule.startDate')}
          <input type="date" value={form.start_date} onChange={change('start_date')} required />
          {fieldError('start_date')}
        </label>
        <label>
          {t('schedule.weekday')}
          <select value={form.weekday} onChange={change('weekday')}>
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {t(`schedule.day${day}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('schedule.firstKickoff')}
          <input type="time" value={form.time} onChange={change('time')} required />
          {fieldError('time')}
        </label>
        <label>
          {t('schedule.interval')}
          <input type="number" min={1} max={28} value={form.interval_days} onChange={change('interval_days')} inputMode="numeric" />
        </label>
        <label>
          {t('schedule.oneStadium')}
          <select value={form.stadium_id} onChange={change('stadium_id')}>
            <option value="">{t('schedule.noStadium')}</option>
            {(stadiums.data?.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
          {fieldError('stadium_id')}
        </label>
        <button type="submit" className="lg-button lg-button--ghost" disabled={generate.isPending}>
          {t('schedule.preview')}
        </button>
      </form>
      {preview && (
        <>
          <h3>{t('schedule.previewTitle', { tours: preview.tours.length, matches: matchesCount })}</h3>
          <section className="ct-preview" aria-label={t('schedule.previewTitle', { tours: preview.tours.length, matches: matchesCount })}>
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
                <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> {t('schedule.replace')}
              </label>
            </div>
          )}
          <div className="ct-actions">
            <button type="button" className="lg-button" onClick={() => void send(true)} disabled={generate.isPending || (preview.replaced > 0 && !replace)}>
              {t('schedule.confirmSave')}
            </button>
            <button type="button" className="lg-button lg-button--ghost" onClick={onDone}>
              {t('schedule.cancel')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
