// The draft behind the cabinet's text-like fields: what is typed stays local and reaches the
// form on blur and Enter, shaped while typing when the field has a format.
import type { ReactElement } from 'react';
import { useDraft } from './field-parts';

interface DraftProps {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  onKeyDown: (event: { key: string }) => void;
  onFocus: () => void;
}

/** Keeps the typed text; commits it on blur and Enter. `shape` formats it while typing. */
export function LazyText({
  id,
  value,
  onCommit,
  onBlur,
  onFocus,
  shape,
  commitOnEnter = true,
  render,
}: {
  id: string;
  value: string;
  onCommit: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
  shape?: (typed: string) => string;
  commitOnEnter?: boolean;
  render: (props: DraftProps) => ReactElement;
}) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return render({
    id,
    value: draft,
    onChange: (e) => setDraft(shape ? shape(e.target.value) : e.target.value),
    onBlur: () => {
      commit();
      onBlur();
    },
    // Enter submits the form: the typed value must be in the form first.
    onKeyDown: (e) => {
      if (commitOnEnter && e.key === 'Enter') commit();
    },
    onFocus,
  });
}
