import { useState } from 'react';
import { Button } from 'antd-mobile';
import { paperMessages as m } from './messages';
import styles from './paper.module.css';

/**
 * A video or audio of a question (spec §2 "Skills exam paper"). When the file cannot be played (missing on the
 * server, unsupported format) the browser's own player only spins; this says so in words and offers a retry,
 * which reloads the file (a new element, so the browser asks the server again).
 */
export function MediaPlayer({ kind, url, name }: { kind: 'video' | 'audio'; url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  if (failed) {
    return (
      <div className={styles.mediaError} role="alert">
        <p>{m.mediaFailed(kind === 'video' ? '视频' : '音频')}</p>
        <p className={styles.mediaName}>{name}</p>
        <Button
          color="primary"
          fill="outline"
          onClick={() => {
            setFailed(false);
            setAttempt((a) => a + 1);
          }}
        >
          {m.retry}
        </Button>
      </div>
    );
  }
  const onError = () => setFailed(true);
  return kind === 'video' ? (
    <video key={attempt} src={url} controls preload="metadata" className={styles.video} aria-label={name} onError={onError} />
  ) : (
    <audio key={attempt} src={url} controls preload="metadata" aria-label={name} onError={onError} />
  );
}
