// A GET form of lists the server answers (ADR 0193): its address with the choices in the query is
// a page the server renders with them applied. While the application is not live, the wake script
// submits it as soon as a list changes (`data-wake-submit`), so the first choice on a page the
// visitor only read is answered by the server, without waiting for the application; without
// JavaScript its button does. Once the page is live, the lists' own handlers answer and the form
// is never submitted.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ChoiceForm({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation('public');
  return (
    <form method="get" className={className} data-wake-submit="" onSubmit={(e) => e.preventDefault()}>
      {children}
      <noscript>
        <button type="submit" className="lg-button lg-button--ghost">
          {t('ui.show')}
        </button>
      </noscript>
    </form>
  );
}

/** One `<option>` per list item, its id as the value and its title as the text. */
export function TitleOptions({ items }: { items: readonly { id: number | string; title: string }[] | undefined }) {
  return items?.map((item) => (
    <option key={item.id} value={item.id}>
      {item.title}
    </option>
  ));
}
