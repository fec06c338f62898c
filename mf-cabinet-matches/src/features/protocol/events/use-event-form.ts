// The event form of the events section: which event it edits (none: a new one), a new form for an
// edit or a cancelled edit, and the save that starts the next event in the same form.
import { useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { restartForm, type CabinetEvent } from '@league/shared/cabinet';
import { NEW_EVENT, nextEventValues, sameEvent, type EventValues } from './event-values';
import type { useEventWrites } from './use-event-writes';

export function useEventForm(writes: ReturnType<typeof useEventWrites>) {
  const [editing, setEditing] = useState<CabinetEvent | null>(null);
  // A new form (a new `key`) for an edit or a cancelled edit.
  const [form, setForm] = useState({ key: 0, values: NEW_EVENT, focus: false });
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (form.focus) sectionRef.current?.querySelector<HTMLSelectElement>('form select:not([disabled])')?.focus();
  }, [form]);

  const startForm = (values: EventValues, next: CabinetEvent | null, focus = true) => {
    setEditing(next);
    setForm((f) => ({ key: f.key + 1, values, focus }));
  };

  // The next event starts in the same form, at once (no new form): the referee may already be
  // choosing it when the list shows the one just saved.
  const submit = async (values: EventValues, api: FormApi<EventValues>) => {
    await writes.save(values, editing);
    if (editing) setEditing(null);
    // A referee who already started the next event while this one was saving keeps what they typed.
    if (!sameEvent(api.getState().values, values)) return;
    const active = document.activeElement;
    const movedOn = !!active && active !== document.body && active.getAttribute('type') !== 'submit';
    restartForm(api, editing ? NEW_EVENT : nextEventValues(values));
    if (!movedOn) sectionRef.current?.querySelector<HTMLSelectElement>('form select:not([disabled])')?.focus();
  };

  return { editing, form, sectionRef, startForm, submit };
}
