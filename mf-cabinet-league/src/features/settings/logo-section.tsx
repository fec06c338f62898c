// The league's logo: the current one (or its mark drawn in its colours), a new SVG or PNG file
// uploaded (the API sanitises an SVG and refuses anything else on the field), or removed.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, showToast, useEndpointMutation, type LeagueIdentity } from '@league/shared';
import { endpoints, useNotify } from '@league/shared/cabinet';

const api = endpoints.leagueCabinet;
const invalidates = [endpoints.league.identity];

export function LogoSection({ identity }: { identity: LeagueIdentity }) {
  const { t } = useTranslation('cab-league');
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useEndpointMutation(api.uploadLogo, { invalidates });
  const remove = useEndpointMutation(api.deleteLogo, { invalidates });
  const busy = upload.isPending || remove.isPending;

  const refused = (failure: unknown) => {
    const onField = fieldErrors(failure).logo;
    if (onField) setError(onField);
    else showToast(errorMessage(failure) ?? t('settings.logo'), 'error');
  };
  const send = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ body: { logo: file } });
      if (input.current) input.current.value = '';
      notify.success();
    } catch (failure) {
      refused(failure);
    }
  };

  return (
    <section className="cl-logo" aria-labelledby="cl-logo-title">
      <h2 id="cl-logo-title">{t('settings.logo')}</h2>
      <div className="cl-logo__row">
        <div className="cl-logo__current" style={{ background: identity.colors.primary }}>
          {identity.logo ? (
            <img src={identity.logo} alt={t('settings.logoAlt')} width={72} height={72} />
          ) : (
            <svg width="72" height="72" viewBox="0 0 64 64" aria-hidden="true">
              <circle cx="32" cy="32" r="30" fill={identity.colors.accent} />
              <circle cx="32" cy="32" r="12" fill={identity.colors.primary} />
            </svg>
          )}
        </div>
        <div className="cl-logo__controls">
          {!identity.logo && <p className="cl-hint">{t('settings.logoNone')}</p>}
          <label className="lg-field">
            <span className="lg-field__label">{t('settings.logoPick')}</span>
            <input
              ref={input}
              type="file"
              name="logo"
              accept="image/svg+xml,image/png,.svg,.png"
              aria-describedby="cl-logo-hint"
              aria-invalid={error ? true : undefined}
              onChange={() => setError(null)}
            />
          </label>
          <p id="cl-logo-hint" className="cl-hint">
            {t('settings.logoHint')}
          </p>
          {error && (
            <p className="lg-field__error" role="alert">
              {error}
            </p>
          )}
          <div className="cl-logo__actions">
            <button type="button" className="lg-button" disabled={busy} onClick={send}>
              {t('settings.logoUpload')}
            </button>
            {identity.logo && (
              <button
                type="button"
                className="lg-button lg-button--ghost"
                disabled={busy}
                onClick={() => remove.mutateAsync({}).then(() => notify.success(), refused)}
              >
                {t('settings.logoRemove')}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
