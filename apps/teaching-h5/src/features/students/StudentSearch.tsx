import { SearchBar } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { studentsText } from './messages';
import styles from './students.module.css';

/**
 * Search box of the student lists; the keyword lives in the query (`keyword`, or `keywords` on the suggestion
 * list as its call names it), so the list is shareable and survives going back.
 */
export function StudentSearch({ param = 'keyword' }: { param?: 'keyword' | 'keywords' }) {
  const [query, setQuery] = useSearchParams();
  const apply = (value: string) => {
    const next = new URLSearchParams(query);
    if (value.trim()) next.set(param, value.trim());
    else next.delete(param);
    setQuery(next, { replace: true });
  };
  return (
    <div className={styles.search}>
      <SearchBar
        placeholder={studentsText.searchPlaceholder}
        defaultValue={query.get(param) ?? ''}
        onSearch={apply}
        onClear={() => apply('')}
      />
    </div>
  );
}
