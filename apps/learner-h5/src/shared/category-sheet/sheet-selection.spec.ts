import type { StudyBankCategory } from '@medteach/contract';
import { parentTabsOf } from './parent-tabs';
import { selectionFromIds } from './sheet-selection';

const category = (id: number, parent: number): StudyBankCategory => ({
  id,
  categoryId: id,
  label: `c${id}`,
  categoryName: `c${id}`,
  totalNum: 1,
  parentCategoryId: parent,
  parentCategoryName: `p${parent}`,
});
const tabs = parentTabsOf([category(2, 1), category(3, 1), category(6, 5), category(7, 5)]);

describe('selectionFromIds', () => {
  it('picks the tab holding the ids and only those sub-categories', () => {
    expect(selectionFromIds(tabs, [7])).toEqual({ tabId: 5, categoryIds: [7] });
    expect(selectionFromIds(tabs, [3, 2])).toEqual({ tabId: 1, categoryIds: [2, 3] });
  });
  it('a parent id picks its whole tab', () => {
    expect(selectionFromIds(tabs, [5])).toEqual({ tabId: 5, categoryIds: [6, 7] });
  });
  it('no ids, or ids the list does not know, pick nothing', () => {
    expect(selectionFromIds(tabs, [])).toBeUndefined();
    expect(selectionFromIds(tabs, [99])).toBeUndefined();
  });
});
