/**
 * Where the focus goes when the version changes: the button that was pressed disappears either way
 * («Версия для слабовидящих» from the header, «Обычная версия» with the panel).
 */
let panelFocusRequested = false;

/** The next panel to appear takes the focus (it was opened by a button that is now gone). */
export function requestPanelFocus(): void {
  panelFocusRequested = true;
}

export function takePanelFocusRequest(): boolean {
  const requested = panelFocusRequested;
  panelFocusRequested = false;
  return requested;
}

/** The header's «Версия для слабовидящих» (the visible one of its desktop and phone forms), once it is back. */
export function focusLowVisionToggle(): void {
  requestAnimationFrame(() => {
    const toggles = document.querySelectorAll<HTMLElement>('[data-low-vision-toggle]');
    const visible = [...toggles].find((toggle) => toggle.offsetParent !== null);
    visible?.focus();
  });
}
