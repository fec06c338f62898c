// A cabinet field typed in one text box: the box shows the form's value (`show`), keeps what is
// typed (shaped while typing by `shape`) and hands the form `read(typed)` on blur and Enter. The
// number, masked, date and time fields are this box with their own reading of the text.
import type { InputHTMLAttributes } from 'react';
import { describedBy, FramedField, type BaseFieldProps } from './field-parts';
import { LazyText } from './lazy-text';

type BoxAttributes = InputHTMLAttributes<HTMLInputElement>;

export interface TypedFieldProps
  extends BaseFieldProps,
    Omit<BoxAttributes, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'disabled' | 'className'> {
  /** The kind's own check, run before the rules (a number that is not a number). */
  own?: (value: unknown) => string | undefined;
  /** The form's value as the box shows it. */
  show: (value: unknown) => string;
  /** The form's value for what was typed. */
  read: (typed: string) => unknown;
  shape?: (typed: string) => string;
  /** The format the box is typed in, read out with it. */
  format?: string;
  /** The kind's attributes of the box that the caller's may replace. */
  defaults?: BoxAttributes;
  /** The kind's attributes of the box that the caller's may not replace. */
  fixed?: BoxAttributes;
}

export function TypedField({ own, show, read, shape, format, defaults, fixed, ...field }: TypedFieldProps) {
  const { name, label, hint, rules, validate, disabled, className, ...rest } = field;
  return (
    <FramedField<unknown>
      name={name}
      label={label}
      hint={hint}
      rules={rules}
      validate={validate}
      own={own}
      className={className}
      renderAfter={(id) =>
        format !== undefined && (
          <span id={`${id}-format`} className="lg-visually-hidden">
            {format}
          </span>
        )
      }
    >
      {(input, error, id) => (
        <LazyText
          id={id}
          value={show(input.value)}
          shape={shape}
          onCommit={(typed) => input.onChange(read(typed))}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          render={(props) => (
            <input
              {...defaults}
              {...rest}
              {...props}
              {...fixed}
              type="text"
              name={name}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, format !== undefined && `${id}-format`, hint && `${id}-hint`)}
            />
          )}
        />
      )}
    </FramedField>
  );
}
