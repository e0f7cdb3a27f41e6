import { useEffect, useRef, useState } from 'react';
import { QE_MESSAGES } from './messages';
import { QE_COLORS } from './styles';

interface AudioPlayerProps {
  src: string;
  fontSize: number;
}

/**
 * Spec §4 "Audio: play, pause, ended resets; question change resets audio". The renderer keys attachments by
 * question, so a question change unmounts this player, which pauses and rewinds its element.
 */
export function AudioPlayer({ src, fontSize }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (!audio) return;
      audio.pause();
      audio.currentTime = 0;
    };
  }, [src]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    setPlaying(true);
    // play() rejects when the browser refuses autoplay or the file is missing: show the player as stopped.
    Promise.resolve(audio.play()).catch(() => setPlaying(false));
  };

  const reset = () => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = 0;
    setPlaying(false);
  };

  return (
    <div className="qe-audio" style={{ margin: '8px 0' }}>
      <button
        type="button"
        aria-pressed={playing}
        onClick={toggle}
        style={{ fontSize, padding: '6px 12px', borderRadius: 16, border: `1px solid ${QE_COLORS.primary}`, color: QE_COLORS.primary, background: QE_COLORS.white }}
      >
        {playing ? QE_MESSAGES.pauseAudio : QE_MESSAGES.playAudio}
      </button>
      <audio ref={audioRef} src={src} preload="none" onEnded={reset} onPause={() => setPlaying(false)} />
    </div>
  );
}
