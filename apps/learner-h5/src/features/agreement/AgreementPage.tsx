import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { commerceQueries } from '@medteach/api-client';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { sanitizeRichText } from '../../shared/rich-text';

/** Spec §2: application defaults to 1 (category and port too, as on the server). */
export const AGREEMENT_DEFAULT = 1;
const AGREEMENT_TITLE = '用户协议';

const numberParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : AGREEMENT_DEFAULT);

/** /agreement?category&port&application: the agreement as sanitised rich text. */
export default function AgreementPage() {
  const [params] = useSearchParams();
  const query = useQuery(commerceQueries.agreement(numberParam(params.get('category')), numberParam(params.get('port')), numberParam(params.get('application'))));
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
