import { EmptyState, PageHeader } from '@medteach/ui-kit';
import { messages } from '../../messages';

/** Placeholder until this screen's issue lands: the route exists and shows the screen title with an empty state. */
export default function TeachLearnPage() {
  return (
    <main>
      <PageHeader title={messages.placeholders.teachLearn} />
      <EmptyState />
    </main>
  );
}
