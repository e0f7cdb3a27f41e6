import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { agreementQueries } from '@medteach/api-client';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { sanitizeRichText } from '../../shared/rich-text';

/** Spec §2: only `application` has a default (1); category and port are the query's, or not sent at all. */
export const AGREEMENT_APPLICATION_DEFAULT = 1;
const AGREEMENT_TITLE = '用户协议';

/** A whole number from the query; anything else counts as absent. */
const numberParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /agreement?category&port&application: the agreement as sanitised rich text. */
export default function AgreementPage() {
  const [params] = useSearchParams();
  const query = useQuery(
    agreementQueries.latest({
      category: numberParam(params.get('category')),
      port: numberParam(params.get('port')),
      application: numberParam(params.get('application')) ?? AGREEMENT_APPLICATION_DEFAULT,
    }),
  );
  return (
    <main style={{ background: '#fff', minHeight: '100vh' }}>
      <PageHeader title={query.data?.title ?? AGREEMENT_TITLE} />
      <QueryStatus query={query}>
        {(agreement) => (
          <article data-testid="agreement-content" style={{ padding: '0 16px 24px', lineHeight: 1.7 }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(agreement?.content ?? '') }} />
        )}
      </QueryStatus>
    </main>
  );
}
