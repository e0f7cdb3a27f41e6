import { InfiniteScroll, List, Tag } from 'antd-mobile';
import type { QuestionSearchRow } from '@medteach/contract';
import { highlightParts } from './search-links';
import { searchText as text } from './messages';

/** The stem with every occurrence of the keyword marked. */
export function Highlighted({ text: stem, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(stem, keyword).map((part, i) =>
        part.match ? (
          <mark key={i} style={{ background: 'none', color: 'var(--adm-color-primary)', fontWeight: 600 }}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

interface SearchResultsProps {
  keyword: string;
  rows: readonly QuestionSearchRow[];
  total: number;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  onOpen: (row: QuestionSearchRow) => void;
}

/** 搜索结果: stem with the keyword marked, its type, bank · chapter · section, 未解锁 where locked; more on scroll. */
export function SearchResults({ keyword, rows, total, hasMore, loadMore, onOpen }: SearchResultsProps) {
  return (
    <section aria-label={text.resultsLabel}>
      <List header={text.total(total)}>
        {rows.map((row) => (
          <List.Item
            key={row.questionId}
            onClick={() => onOpen(row)}
            description={text.place(row.studyBankName, row.parentCategoryName, row.categoryName)}
            extra={
              row.locked ? (
                <Tag color="warning" fill="outline">
                  {text.locked}
                </Tag>
              ) : undefined
            }
          >
            <span style={{ marginRight: 6, fontSize: 12, color: 'var(--adm-color-weak)' }}>{row.typeName}</span>
            <Highlighted text={row.stem} keyword={keyword} />
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore} />
    </section>
  );
}
