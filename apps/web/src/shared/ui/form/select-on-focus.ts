import { useRef, type MouseEvent } from 'react';

/**
 * Props for a combo box's text box: a click that puts the focus in it selects the text it holds
 * (the current choice, e.g. "Global" or "Mexico"), so that what the visitor types replaces the
 * choice and filters the list instead of being added to its end ("GlobalGerm", which matches
 * nothing). Tabbing into a text box selects its text already. Not done on every focus event: the
 * combo box gives its input focus again while the list opens, and that would select the first
 * letters typed.
 */
export function useSelectTextOnFocus() {
  const focusingClick = useRef(false);
  return {
    onMouseDown: (e: MouseEvent<HTMLInputElement>) => {
      focusingClick.current = document.activeElement !== e.currentTarget;
    },
    // The selection is made on mouseup: made earlier, the mouseup would put the caret where the
    // pointer is and undo it.
    onMouseUp: (e: MouseEvent<HTMLInputElement>) => {
      if (!focusingClick.current) return;
      focusingClick.current = false;
      e.preventDefault();
      e.currentTarget.select();
    },
  };
}
