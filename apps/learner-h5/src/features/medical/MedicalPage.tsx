import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { commerceQueries, resolveFileUrl } from '@medteach/api-client';
import type { KnowledgeItem } from '@medteach/contract';
import { EmptyState, PageHeader, QueryStatus } from '@medteach/ui-kit';
import { sanitizeRichText } from '../../shared/rich-text';
import { knowledgeLines, showsIntroduction } from './knowledge-lines';
import { medicalText } from './messages';
import { idParam } from '../../shared/id-param';


/** /medical?id: a knowledge item — title, introduction, optional video, detail sections, extra lines by type. */
export default function MedicalPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return (
    <main style={{ background: '#fff', minHeight: '100vh' }}>
      <PageHeader title={medicalText.title} />
      {id === null ? <EmptyState /> : <Knowledge id={id} />}
    </main>
  );
}

function Knowledge({ id }: { id: number }) {
  const query = useQuery(commerceQueries.knowledge(id));
  return <QueryStatus query={query}>{(item) => <KnowledgeView item={item} />}</QueryStatus>;
}

function KnowledgeView({ item }: { item: KnowledgeItem }) {
  // '' when there is none, or when the stored address is not one a video may have (resolveFileUrl).
  const video = resolveFileUrl(item.videoUrl);
  return (
    <article style={{ padding: '0 16px 24px', lineHeight: 1.7 }}>
      <h2>{item.title}</h2>
      {knowledgeLines(item).map((line) => (
        <p key={line.label} data-testid="knowledge-line">
          <strong>{line.label}：</strong>
          {line.value}
        </p>
      ))}
      {video && <video src={video} controls playsInline style={{ width: '100%' }} data-testid="knowledge-video" />}
      {showsIntroduction(item) && (
        <section>
          <h3>{medicalText.introduction}</h3>
          <p>{item.introduction}</p>
        </section>
      )}
      {item.repoDetails.map((d, i) => (
        <section key={i}>
          <h3>{d.repoTitle}</h3>
          <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(d.content) }} />
        </section>
      ))}
    </article>
  );
}
