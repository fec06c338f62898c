// What a form draws under its fields must not move while a pointer is pressed. A tap on Save
// that leaves a field blurs it at the press; the blur re-validates, and an error line that
// appears or goes then shifts the button from under the finger before the release, so the
// click lands on nothing. Messages that change during a press are held until the click has been
// delivered (the release and the click are one task; the hold ends in the next one).
import { useState, useSyncExternalStore } from 'react';

let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let installed = false;
const listeners = new Set<() => void>();

function setPressed(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}

function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const press = () => {
    clearTimeout(releaseTimer);
    setPressed(true);
  };
  const release = () => {
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(() => setPressed(false), 0);
  };
  // A touch tap sends its mouse events after the touch ones: mousedown presses again.
  for (const type of ['pointerdown', 'mousedown']) document.addEventListener(type, press, true);
  for (const type of ['pointerup', 'mouseup', 'pointercancel', 'dragend'])
    document.addEventListener(type, release, true);
  window.addEventListener('blur', release);
}

function subscribe(listener: () => void) {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `value`, except while a pointer is pressed: then the value shown before the press. */
export function useSteady<T>(value: T): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [shown, setShown] = useState(value);
  if (isPressed) return shown;
  if (!Object.is(shown, value)) setShown(value);
  return value;
}
