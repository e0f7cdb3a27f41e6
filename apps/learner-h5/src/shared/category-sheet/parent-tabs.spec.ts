import type { StudyBankCategory } from '@medteach/contract';
import { parentTabsOf } from './parent-tabs';

const category = (id: number, parent: [number, string]): StudyBankCategory => ({
  id,
  categoryId: id,
  label: `c${id}`,
  categoryName: `c${id}`,
  totalNum: 1,
  parentCategoryId: parent[0],
  parentCategoryName: parent[1],
});

describe('parentTabsOf', () => {
  it('groups sub-categories under their parent, parents in the order the server first names them', () => {
    const tabs = parentTabsOf([category(6, [5, '外科学']), category(2, [1, '内科学']), category(7, [5, '外科学'])]);
    expect(tabs.map((t) => [t.parentCategoryId, t.parentCategoryName, t.categories.map((c) => c.categoryId)])).toEqual([
      [5, '外科学', [6, 7]],
      [1, '内科学', [2]],
    ]);
  });
  it('has no tab without categories', () => {
    expect(parentTabsOf([])).toEqual([]);
  });
});
