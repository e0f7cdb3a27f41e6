import { useCallback, useEffect, useState } from 'react';

/** Where the board remembers that voice announcements were switched on (per browser, so per wall screen). */
export const SPEECH_PREFERENCE_KEY = 'station-display:speech';
const ON = 'on';

const remembered = () => {
  try {
    return window.localStorage.getItem(SPEECH_PREFERENCE_KEY) === ON;
  } catch {
    return false; // storage refused (private mode): the board asks again after a reload
  }
};
const remember = (on: boolean) => {
  try {
    if (on) window.localStorage.setItem(SPEECH_PREFERENCE_KEY, ON);
    else window.localStorage.removeItem(SPEECH_PREFERENCE_KEY);
  } catch {
    // nothing to keep it in: the choice lasts until the reload
  }
};

/**
 * Spoken call announcements (Web Speech API). Browsers refuse speech until a user gesture, so the first time the
 * board is silent until one tap on `enable` (inside the gesture). The choice is remembered (issue 17): after a
 * reload the board announces at once where the browser allows speech without a gesture (a kiosk started with
 * `--autoplay-policy=no-user-gesture-required`, docs/exam-day.md); where it refuses (the utterance fails with
 * `not-allowed`), the button comes back, and any tap or key on the board unlocks it meanwhile.
 */
export function useAnnouncer() {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  const [wanted, setWanted] = useState(remembered);
  const [blocked, setBlocked] = useState(false);
  const ready = wanted && !blocked;

  const unlock = useCallback(() => {
    if (!synth) return;
    synth.speak(new SpeechSynthesisUtterance('')); // the gesture-bound unlock
    setBlocked(false);
  }, [synth]);

  const enable = useCallback(() => {
    unlock();
    setWanted(true);
    remember(true);
  }, [unlock]);

  const disable = useCallback(() => {
    synth?.cancel();
    setWanted(false);
    remember(false);
  }, [synth]);

  // Remembered but not yet unlocked by a gesture in this page: the first tap or key anywhere does it.
  useEffect(() => {
    if (!wanted || !synth) return;
    const onGesture = () => unlock();
    document.addEventListener('pointerdown', onGesture, { once: true });
    document.addEventListener('keydown', onGesture, { once: true });
    return () => {
      document.removeEventListener('pointerdown', onGesture);
      document.removeEventListener('keydown', onGesture);
    };
  }, [wanted, synth, unlock]);

  const announce = useCallback(
    (text: string) => {
      if (!synth || !ready) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'zh-CN';
      utterance.onerror = (event) => {
        if (event.error === 'not-allowed') setBlocked(true);
      };
      synth.speak(utterance);
    },
    [synth, ready],
  );

  return { supported: !!synth, ready, enable, disable, announce };
}
