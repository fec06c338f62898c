// One message of the inbox: who wrote, how to reach them, what they wrote, its state (new,
// handled by whom), the answers sent and the actions on it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale, type FeedbackMessage } from '@league/shared';
import { ReplyForm } from './reply-form';
import type { useFeedbackWrites } from './use-feedback-writes';

type Writes = ReturnType<typeof useFeedbackWrites>;

export function MessageCard({ message, writes }: { message: FeedbackMessage; writes: Writes }) {
  const { t } = useTranslation('cab-league');
  const locale = useLocale();
  const [answering, setAnswering] = useState(false);
  const when = (iso: string) => formatDate(iso, 'dayTime', locale);
  return (
    <article className={`cl-message${message.read_at ? '' : ' cl-message--new'}`} aria-label={message.name}>
      <header className="cl-message__head">
        <h2 className="cl-message__name">{message.name}</h2>
        {!message.read_at && <span className="cl-badge">{t('feedback.new')}</span>}
        {message.handled_at && <span className="cl-badge cl-badge--done">{t('feedback.handledBadge')}</span>}
      </header>
      <dl className="cl-message__meta">
        <div>
          <dt>{t('feedback.phone')}</dt>
          <dd>
            <a href={`tel:+${message.phone}`}>+{message.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('feedback.email')}</dt>
          <dd>{message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : t('feedback.noEmail')}</dd>
        </div>
      </dl>
      <p className="cl-message__text">{message.text}</p>
      <p className="cl-message__when">
        {t('feedback.sent', { date: when(message.created_at) })}
        {message.handled_at &&
          message.handled_by &&
          ` · ${t('feedback.handledBy', { name: message.handled_by.name, date: when(message.handled_at) })}`}
      </p>
      {message.replies.length > 0 && (
        <section className="cl-message__replies" aria-label={t('feedback.answers')}>
          {message.replies.map((reply) => (
            <blockquote key={reply.id} className="cl-reply">
              <p>{reply.text}</p>
              <footer>
                {[reply.author?.name, when(reply.created_at), t(`feedback.mail.${reply.email_state}`)]
                  .filter(Boolean)
                  .join(' · ')}
              </footer>
            </blockquote>
          ))}
        </section>
      )}
      {answering ? (
        <ReplyForm onSend={(text) => writes.answer(message, text)} onDone={() => setAnswering(false)} />
      ) : (
        <div className="cl-message__actions">
          {message.email && (
            <button type="button" className="lg-button" onClick={() => setAnswering(true)}>
              {t('feedback.answer')}
            </button>
          )}
          {!message.read_at && (
            <button
              type="button"
              className="lg-button lg-button--ghost"
              disabled={writes.busy}
              onClick={() => writes.markRead(message)}
            >
              {t('feedback.markRead')}
            </button>
          )}
          <button
            type="button"
            className="lg-button lg-button--ghost"
            disabled={writes.busy}
            onClick={() => writes.setHandled(message, !message.handled_at)}
          >
            {message.handled_at ? t('feedback.markOpen') : t('feedback.markHandled')}
          </button>
        </div>
      )}
    </article>
  );
}
