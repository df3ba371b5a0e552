/** Dropdown items are real links; a plain click navigates inside the page instead of reloading it. */
import type { MouseEvent, KeyboardEvent } from 'react';

export function navigateOnSelect(path: string, navigate: (path: string) => void) {
  return (event: MouseEvent | KeyboardEvent) => {
    const modified = 'button' in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (modified) return;
    event.preventDefault();
    navigate(path);
  };
}
