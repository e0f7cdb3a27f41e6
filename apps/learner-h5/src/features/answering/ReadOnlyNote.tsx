import { answeringText } from './messages';

/** The learner's note under its question (spec §2 "/subjectNote … read-only"): plain text, never HTML. */
export function ReadOnlyNote({ text }: { text: string }) {
  return (
    <section aria-label={answeringText.myNote} style={{ margin: '0 12px 12px', padding: '10px 12px', background: '#fffbe6', borderRadius: 8, fontSize: 14 }}>
      <strong style={{ display: 'block', marginBottom: 4, fontSize: 13, color: '#ad6800' }}>{answeringText.myNote}</strong>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: '#333' }}>{text === '' ? answeringText.noNote : text}</p>
    </section>
  );
}
