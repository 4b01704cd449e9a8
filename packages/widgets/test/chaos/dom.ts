/**
 * What a player does and sees in a tab, as raw DOM events and plain queries: the journeys take milliseconds a step,
 * so no userEvent delays and no accessibility-tree queries; events are dispatched as a browser would, outside act
 * (React renders them on its own schedule, as in a page).
 */

/** How the player presses a confirmation: once, twice in one task (a double click), or holding Enter. */
export type Press = 'click' | 'doubleClick' | 'heldEnter';

/** A primary-button click. */
export function click(element: Element): void {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

/** Presses a button the player's way; a disabled one cannot be pressed (a browser sends it no click). */
export function press(button: HTMLButtonElement, how: Press): void {
  if (button.disabled) return;
  switch (how) {
    case 'click':
      click(button);
      return;
    case 'doubleClick':
      click(button);
      click(button);
      return;
    case 'heldEnter':
      // A held Enter repeats its keydown; each one a page does not cancel clicks the focused button again.
      button.focus();
      for (let index = 0; index < 5; index += 1) {
        const down = new KeyboardEvent('keydown', {
          key: 'Enter',
          bubbles: true,
          cancelable: true,
          repeat: index > 0,
        });
        button.dispatchEvent(down);
        if (!down.defaultPrevented) click(button);
      }
      button.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
      return;
    default:
      how satisfies never;
  }
}

const valueSetter = (element: HTMLInputElement | HTMLSelectElement) => {
  const prototype =
    element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
};

/** Types `value` into a text field (as one input event, as a paste would). */
export function type(input: HTMLInputElement, value: string): void {
  input.focus();
  valueSetter(input)?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Picks the option whose text is `label`; false when the select has none. */
export function choose(select: HTMLSelectElement, label: string): boolean {
  const option = [...select.options].find((candidate) => candidate.text.trim() === label);
  if (!option) return false;
  valueSetter(select)?.call(select, option.value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** The text a player reads in an element, spaces tidied. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The button whose text or aria-label is `name` (exactly, or matching), if any. */
export function buttonNamed(
  root: ParentNode,
  name: string | RegExp,
): HTMLButtonElement | undefined {
  const matches = (text: string | null) =>
    text !== null && (typeof name === 'string' ? text === name : name.test(text));
  return [...root.querySelectorAll('button')].find(
    (button) => matches(textOf(button)) || matches(button.getAttribute('aria-label')),
  );
}

/** The form control of the label whose text is `label` (or, failing that, begins with it), if any. */
export function fieldLabelled<Control extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  label: string,
): Control | undefined {
  const labels = [...root.querySelectorAll('label')];
  const found =
    labels.find((candidate) => textOf(candidate) === label) ??
    labels.find((candidate) => textOf(candidate).startsWith(label));
  return (found?.control as Control | null | undefined) ?? undefined;
}

/** The open dialog named `title` (by its labelling heading), if any. */
export function dialogNamed(root: ParentNode, title: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('[role="dialog"]')].find((dialog) => {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const heading = labelledBy ? dialog.ownerDocument.getElementById(labelledBy) : null;
    return textOf(heading) === title;
  });
}

/** Whether something in `root` shows that a wait is under way (a spinner's ring or a progress bar). */
export function waitShown(root: Element): string | undefined {
  // Live collections: asked on every turn of a settle, a selector query would cost more than the rest of it.
  const ring = root.getElementsByClassName('ring')[0] ?? root.getElementsByTagName('progress')[0];
  if (!ring) return undefined;
  return (
    textOf(ring.closest('button, [role="status"], .alert, p') ?? ring.parentElement) || 'spinner'
  );
}
