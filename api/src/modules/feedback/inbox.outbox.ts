// The answers to feedback as an outbox the mailer drains (notifications.outbox.ts): each answer
// e-mailed once to the address the visitor left, in the language of the form they wrote from,
// from the league's name, quoting their message.
import { siteName } from '@league/shared/league';
import type { Executor } from '../../db/database';
import { readIdentity } from '../league/index';
import type { Outbox } from '../notifications/index';
import * as repository from './inbox.repository';

type Lang = 'kk' | 'ru' | 'en';

const WORDS: Record<Lang, { subject: (league: string) => string; hello: (name: string) => string; quote: string }> = {
  kk: {
    subject: (league) => `${league}: сіздің хабарламаңызға жауап`,
    hello: (name) => `Сәлеметсіз бе, ${name}!`,
    quote: 'Сіздің хабарламаңыз:',
  },
  ru: {
    subject: (league) => `${league}: ответ на ваше сообщение`,
    hello: (name) => `Здравствуйте, ${name}!`,
    quote: 'Ваше сообщение:',
  },
  en: {
    subject: (league) => `${league}: an answer to your message`,
    hello: (name) => `Hello, ${name}!`,
    quote: 'Your message:',
  },
};

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

export function feedbackReplyOutbox(): Outbox {
  return {
    label: 'feedback answer',
    async claim(trx: Executor, limit, now, staleBefore) {
      const rows = await repository.claimDueReplies(trx, limit, now, staleBefore);
      if (rows.length === 0) return [];
      // In the claim's transaction: the embedded database has one connection.
      const identity = await readIdentity(trx);
      return rows.map((row) => {
        const language = row.language as Lang;
        const words = WORDS[language];
        const league = siteName(identity, language);
        return {
          id: Number(row.id),
          tries: row.email_tries,
          mail: row.email
            ? {
                to: row.email,
                language,
                subject: words.subject(league),
                text: [
                  words.hello(row.name),
                  '',
                  row.text,
                  '',
                  '—',
                  league,
                  '',
                  words.quote,
                  quoted(row.question),
                ].join('\n'),
              }
            : null,
        };
      });
    },
    record: (trx, id, state, tries) => repository.setReplyState(trx, id, state, tries),
  };
}
