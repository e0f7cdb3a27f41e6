import {
  NO_NAME_TITLE,
  TAGS_MENU_WIDTH_PX,
  addView,
  applyTagAction,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  menuActionsFor,
  menuPosition,
  nextAfterClose,
  redirectPathFor,
  toTagView,
  type TagView,
} from './tags-view';

const tag = (path: string, affix = false, search = ''): TagView => toTagView({ pathname: path, search }, { title: path, affix });
const paths = (views: TagView[]) => views.map((v) => v.path);

// home is affixed; a, b, c, d opened in order
const home = tag('/', true);
const open = [home, tag('/a'), tag('/b'), tag('/c'), tag('/d')];

describe('toTagView / addView', () => {
  it('titles a view with meta.title, else no-name', () => {
    expect(toTagView({ pathname: '/x', search: '' }, { title: '字典数据' }).title).toBe('字典数据');
    expect(toTagView({ pathname: '/x', search: '' }).title).toBe(NO_NAME_TITLE);
  });
  it('dedupes by path, keeping the place and remembering the latest query', () => {
    const views = addView(open, tag('/b', false, '?dictType=sys_yes_no'));
    expect(paths(views)).toEqual(['/', '/a', '/b', '/c', '/d']);
    expect(views[2].fullPath).toBe('/b?dictType=sys_yes_no');
    expect(addView(open, tag('/e')).at(-1)?.path).toBe('/e');
  });
});

describe('closing tags never closes the affixed home', () => {
  it('close current', () => {
    expect(paths(closeView(open, '/b'))).toEqual(['/', '/a', '/c', '/d']);
    expect(paths(closeView(open, '/'))).toEqual(paths(open));
  });
  it('close others', () => {
    expect(paths(closeOthers(open, '/c'))).toEqual(['/', '/c']);
  });
  it('close left', () => {
    expect(paths(closeLeft(open, '/c'))).toEqual(['/', '/c', '/d']);
  });
  it('close right', () => {
    expect(paths(closeRight(open, '/b'))).toEqual(['/', '/a', '/b']);
  });
  it('close all', () => {
    expect(paths(closeAll(open))).toEqual(['/']);
  });
  it('keeps an affix tag that sits in the middle', () => {
    const views = [tag('/a'), tag('/pinned', true), tag('/b')];
    expect(paths(closeLeft(views, '/b'))).toEqual(['/pinned', '/b']);
    expect(paths(closeRight(views, '/a'))).toEqual(['/a', '/pinned']);
    expect(paths(applyTagAction(views, 'closeAll', '/a'))).toEqual(['/pinned']);
  });
});

describe('nextAfterClose', () => {
  it('stays when the current page is still open', () => {
    expect(nextAfterClose(closeView(open, '/b'), '/d', '/')).toBeNull();
  });
  it('goes to the last remaining tag, with its query', () => {
    const views = [home, tag('/a', false, '?q=1'), tag('/b')];
    expect(nextAfterClose(closeView(views, '/b'), '/b', '/')).toBe('/a?q=1');
  });
  it('goes home when nothing remains', () => {
    expect(nextAfterClose([], '/b', '/')).toBe('/');
  });
});

describe('context menu entries', () => {
  it('hides 关闭当前 on the affixed tag and 关闭左侧 when nothing closable is to the left', () => {
    expect(menuActionsFor(open, '/')).toEqual(['refresh', 'closeOthers', 'closeRight', 'closeAll']);
    expect(menuActionsFor(open, '/a')).toEqual(['refresh', 'closeCurrent', 'closeOthers', 'closeRight', 'closeAll']);
  });
  it('hides 关闭右侧 on the last tag', () => {
    expect(menuActionsFor(open, '/d')).toEqual(['refresh', 'closeCurrent', 'closeOthers', 'closeLeft', 'closeAll']);
  });
  it('shows everything in the middle', () => {
    expect(menuActionsFor(open, '/b')).toEqual(['refresh', 'closeCurrent', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll']);
  });
  it('offers nothing for an unknown tag', () => {
    expect(menuActionsFor(open, '/nope')).toEqual([]);
  });
});

describe('menuPosition', () => {
  const bar = { left: 200, width: 800 };
  it('opens 15 px right of the pointer', () => {
    expect(menuPosition({ x: 300, y: 90 }, bar)).toEqual({ left: 315, top: 90 });
  });
  it('stays inside the bar on the right', () => {
    expect(menuPosition({ x: 990, y: 90 }, bar).left).toBe(200 + 800 - TAGS_MENU_WIDTH_PX);
  });
  it('never starts left of the bar', () => {
    expect(menuPosition({ x: 0, y: 90 }, bar).left).toBe(200);
  });
});

it('refresh goes through /redirect keeping the query', () => {
  expect(redirectPathFor('/system/dict?dictType=sys_yes_no')).toBe('/redirect/system/dict?dictType=sys_yes_no');
});
