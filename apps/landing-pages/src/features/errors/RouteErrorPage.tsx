import { ErrorState } from '@medteach/ui-kit';
import { messages } from '../../messages';

/** Shown when a screen throws while rendering, or its lazy chunk fails to load after a new deployment. */
export function RouteErrorPage() {
  return <ErrorState message={messages.errors.crashed} onRetry={() => window.location.reload()} />;
}
