// One box of the date-and-time field: the day or the time of day, under its own small label.
import type { FocusEvent } from 'react';
import { LazyText } from './lazy-text';

export function DateTimePart({
  id,
  label,
  value,
  shape,
  onCommit,
  onFocus,
  onLeave,
  placeholder,
  maxLength,
  invalid,
  described,
}: {
  id: string;
  label: string;
  value: string;
  shape: (typed: string) => string;
  onCommit: (typed: string) => void;
  onFocus: () => void;
  /** The focus left this box (maybe for the other one). */
  onLeave: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder: string;
  maxLength: number;
  invalid: true | undefined;
  described: string | undefined;
}) {
  return (
    <label className="lg-datetime__part">
      <span>{label}</span>
      <LazyText
        id={id}
        value={value}
        shape={shape}
        onCommit={onCommit}
        onBlur={() => undefined}
        onFocus={onFocus}
        render={(props) => (
          <input
            {...props}
            onBlur={(event) => {
              props.onBlur();
              onLeave(event);
            }}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            maxLength={maxLength}
            aria-invalid={invalid}
            aria-describedby={described}
          />
        )}
      />
    </label>
  );
}
