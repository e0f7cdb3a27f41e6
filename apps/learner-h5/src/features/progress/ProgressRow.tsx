import { ListLink } from '@medteach/ui-kit';
import { progressText as text } from './messages';

/** The home's entry to 学习统计 of one family (no chart code here: the page and Chart.js load when it opens). */
export function ProgressRow({ majorType }: { majorType: number }) {
  return (
    <ListLink to={`/progress?majorType=${majorType}`} description={text.rowHint}>
      {text.title}
    </ListLink>
  );
}
