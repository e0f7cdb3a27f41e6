import { Grid } from 'antd-mobile';
import { subjectText } from './messages';

export interface ShortcutLinks {
  wrong: string;
  favourite: string;
  note: string;
  compose: string;
}

const ICONS: Record<keyof ShortcutLinks, { glyph: string; color: string }> = {
  wrong: { glyph: '✗', color: '#ff6b6b' },
  favourite: { glyph: '★', color: '#ffb020' },
  note: { glyph: '✎', color: '#3fa7ff' },
  compose: { glyph: '⚙', color: '#36c48f' },
};

/** 错题 / 收藏 / 笔记 / 智能组题 shortcuts of /subject (spec §2). */
export function Shortcuts({ links, onOpen }: { links: ShortcutLinks; onOpen: (to: string) => void }) {
  const keys = Object.keys(ICONS) as (keyof ShortcutLinks)[];
  return (
    <nav aria-label={subjectText.shortcutsLabel} style={{ background: '#fff', padding: '12px 0', margin: '8px 8px 0', borderRadius: 8 }}>
      <Grid columns={4}>
        {keys.map((key) => (
          <Grid.Item key={key}>
            <button
              type="button"
              onClick={() => onOpen(links[key])}
              style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, width: '100%', border: 0, background: 'none', fontSize: 13, color: 'var(--adm-color-text)' }}
            >
              <span aria-hidden style={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: 12, background: ICONS[key].color, color: '#fff', fontSize: 20 }}>
                {ICONS[key].glyph}
              </span>
              {subjectText.shortcuts[key]}
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
