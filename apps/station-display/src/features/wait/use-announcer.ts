import { useCallback, useState } from 'react';

/**
 * Spoken call announcements (Web Speech API). Browsers refuse speech until a user gesture, so the board starts
 * silent; one tap on `enable` (inside the gesture) unlocks it and `ready` turns true.
 */
export function useAnnouncer() {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  const [ready, setReady] = useState(false);

  const enable = useCallback(() => {
    if (!synth) return;
    synth.speak(new SpeechSynthesisUtterance('')); // the gesture-bound unlock
    setReady(true);
  }, [synth]);

  const announce = useCallback(
    (text: string) => {
      if (!synth || !ready) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'zh-CN';
      synth.speak(utterance);
    },
    [synth, ready],
  );

  return { supported: !!synth, ready, enable, announce };
}
