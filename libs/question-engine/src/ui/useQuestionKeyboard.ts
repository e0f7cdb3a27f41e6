import { useEffect, useRef } from 'react';
import { keyToQuestionAction } from '../model/keyboard';

export interface QuestionKeyboardHandlers {
  /** 0-based option position from keys 1–9 / A–I. */
  onPick?: (optionIndex: number) => void;
  onSubmit?: () => void;
  onPrev?: () => void;
  onNext?: () => void;
}

/**
 * Listens on `window` for 1–9 / A–I (pick), Enter (submit) and ←/→ (previous / next question) while enabled.
 * Keys typed into inputs stay with the inputs; handlers may change every render without re-binding.
 */
export function useQuestionKeyboard(handlers: QuestionKeyboardHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target.tagName : undefined;
      const action = keyToQuestionAction({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, targetTag: target });
      if (!action) return;
      const { onPick, onSubmit, onPrev, onNext } = latest.current;
      const handler =
        action.type === 'pick' ? onPick && (() => onPick(action.optionIndex))
        : action.type === 'submit' ? onSubmit
        : action.type === 'prev' ? onPrev
        : onNext;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
