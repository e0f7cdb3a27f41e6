import { SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { SEARCH_PLACEHOLDER } from './messages';

/** The longest keyword (contract QUESTION_SEARCH_KEYWORD_MAX; a literal here keeps the home's entry route small). */
const KEYWORD_MAX = 50;

/** The search screen of a keyword (`/search?keyword=`); without one, the empty search. */
export const searchLink = (keyword: string) => {
  const k = keyword.trim();
  return k ? `/search?${new URLSearchParams({ keyword: k })}` : '/search';
};

/** The home's 题库 tab search box (issue 18): 搜索 opens `/search?keyword=` with what was typed. */
export function SearchEntry() {
  const navigate = useNavigate();
  return (
    <div role="search" style={{ padding: '12px 12px 0' }}>
      <SearchBar placeholder={SEARCH_PLACEHOLDER} maxLength={KEYWORD_MAX} onSearch={(value) => navigate(searchLink(value))} />
    </div>
  );
}
