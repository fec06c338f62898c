// The words of account e-mail in the reader's language: an invitation (who invites, for which
// role, the link and its expiry), a password reset (the link, its hour), and the answer to a reset
// asked for an address that has no account (no link: nothing to guess from the mail either).
import { enumLabel } from '@league/shared/labels';
import type { Language } from '@league/shared/contracts';
import type { AccountMailKind } from './accounts.table';

const STRINGS = {
  kk: {
    invitation: 'Лига кабинетіне шақыру',
    invitationBody: (name: string, role: string) =>
      `Сәлеметсіз бе, ${name}!\n\nСізді жасөспірімдер футбол лигасының кабинетіне «${role}» рөлімен шақырды. Сілтеме арқылы құпиясөз орнатыңыз:`,
    invitationFoot: 'Сілтеме 7 күн жарамды және бір рет қана жұмыс істейді.',
    reset: 'Құпиясөзді қалпына келтіру',
    resetBody: 'Лига кабинетінің құпиясөзін қалпына келтіру сұралды. Жаңа құпиясөзді мына сілтеме арқылы орнатыңыз:',
    resetFoot: 'Сілтеме 1 сағат жарамды және бір рет қана жұмыс істейді. Сіз сұрамасаңыз, хатты елемеңіз.',
    noAccount:
      'Лига кабинетінің құпиясөзін қалпына келтіру сұралды, бірақ бұл e-mail-мен аккаунт жоқ. Аккаунт керек болса, лига әкімшісіне хабарласыңыз. Сіз сұрамасаңыз, хатты елемеңіз.',
  },
  ru: {
    invitation: 'Приглашение в кабинет лиги',
    invitationBody: (name: string, role: string) =>
      `Здравствуйте, ${name}!\n\nВас пригласили в кабинет детско-юношеской футбольной лиги с ролью «${role}». Задайте пароль по ссылке:`,
    invitationFoot: 'Ссылка действует 7 дней и срабатывает один раз.',
    reset: 'Восстановление пароля',
    resetBody: 'Запрошено восстановление пароля кабинета лиги. Задайте новый пароль по ссылке:',
    resetFoot: 'Ссылка действует 1 час и срабатывает один раз. Если вы не запрашивали, просто проигнорируйте письмо.',
    noAccount:
      'Запрошено восстановление пароля кабинета лиги, но аккаунта с этим e-mail нет. Если он нужен, обратитесь к администратору лиги. Если вы не запрашивали, просто проигнорируйте письмо.',
  },
  en: {
    invitation: "Invitation to the league's cabinet",
    invitationBody: (name: string, role: string) =>
      `Hello ${name},\n\nYou are invited to the youth football league's cabinet as ${role}. Set your password with this link:`,
    invitationFoot: 'The link works for 7 days, and once.',
    reset: 'Password reset',
    resetBody: 'A password reset was asked for your league cabinet account. Set a new password with this link:',
    resetFoot: 'The link works for 1 hour, and once. If you did not ask for it, ignore this e-mail.',
    noAccount:
      "A password reset was asked for the league's cabinet, but no account has this e-mail. If you need one, ask the league's administrator. If you did not ask, ignore this e-mail.",
  },
} as const;

export function accountMailText(
  kind: AccountMailKind,
  language: Language,
  values: { link: string | null; name: string | null; role?: string | null },
): { subject: string; text: string } {
  const s = STRINGS[language];
  if (kind === 'invitation') {
    const role = values.role ? enumLabel('role', values.role, language) : '';
    return {
      subject: s.invitation,
      text: [s.invitationBody(values.name ?? '', role), '', values.link ?? '', '', s.invitationFoot].join('\n'),
    };
  }
  if (kind === 'password_reset')
    return { subject: s.reset, text: [s.resetBody, '', values.link ?? '', '', s.resetFoot].join('\n') };
  return { subject: s.reset, text: s.noAccount };
}
