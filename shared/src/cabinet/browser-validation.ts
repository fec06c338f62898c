// The app's messages, never the browser's. A form without `noValidate` stops its own submit with
// the browser's bubble, in the browser's language rather than the page's ("Please fill out this
// field", "Value must be…"). The kit's forms have `noValidate`; this catches a hand-built one:
// just before the browser would validate — the click of a submit control, Enter in a field —
// the form gets `noValidate`, so its own checks and the server's field errors speak instead.
let installed = false;

function formOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, input');
  return (control as HTMLButtonElement | HTMLInputElement | null)?.form ?? target.closest('form');
}

export function keepBrowserValidationOff(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const off = (event: Event) => {
    const form = formOf(event.target);
    if (form && !form.noValidate) form.noValidate = true;
  };
  document.addEventListener('click', off, true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') off(event);
    },
    true,
  );
}
