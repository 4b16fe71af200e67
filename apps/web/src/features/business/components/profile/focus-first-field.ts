/** Moves the keyboard focus to the first field of a freshly opened editor (else to the box itself). */
export function focusFirstField(container: HTMLElement | null): void {
  if (!container) return;
  const field = container.querySelector<HTMLElement>(
    'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
  );
  (field ?? container).focus({ preventScroll: true });
}
