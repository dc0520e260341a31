import { act } from 'react';

// Typing into and reading a rendered page as a person would, for the web tests.

/** Types into a controlled input (React listens to the native input event, not to a set value). */
export function typeText(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Types into the input named `name` inside `container`. */
export function typeInto(container: HTMLElement, name: string, text: string): void {
  typeText(container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!, text);
}

/** The text a reader of another language meets; what is marked lang="en" (citations) stays English by design. */
export function textOutsideEnglish(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[lang="en"]')) el.remove();
  return copy.textContent ?? '';
}
