import { act } from 'react';

// Typing into and reading a rendered page as a person would, for the web tests.

/** Types into the controlled input named `name` (React listens to the native input event). */
export function typeInto(container: HTMLElement, name: string, text: string): void {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The text a reader of another language meets; what is marked lang="en" (citations) stays English by design. */
export function textOutsideEnglish(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[lang="en"]')) el.remove();
  return copy.textContent ?? '';
}
