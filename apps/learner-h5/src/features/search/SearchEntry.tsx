import { SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { QUESTION_SEARCH_KEYWORD_MAX } from '@medteach/contract';
import { searchText as text } from './messages';
import { searchLink } from './search-links';

/** The home's 题库 tab search box (issue 18): 搜索 opens `/search?keyword=` with what was typed. */
export function SearchEntry() {
  const navigate = useNavigate();
  return (
    <div role="search" style={{ padding: '12px 12px 0' }}>
      <SearchBar placeholder={text.placeholder} maxLength={QUESTION_SEARCH_KEYWORD_MAX} onSearch={(value) => navigate(searchLink(value))} />
    </div>
  );
}
