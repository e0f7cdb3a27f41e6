import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { messages } from '../../messages';
import { menuActionsFor, menuPosition, type TagMenuAction, type TagView } from './tags-view';
import styles from './tags-view.module.css';

const MIDDLE_BUTTON = 1;

interface TagsViewProps {
  views: readonly TagView[];
  activePath: string;
  onOpen: (view: TagView) => void;
  onAction: (action: TagMenuAction, view: TagView) => void;
}

interface OpenMenu {
  view: TagView;
  left: number;
  top: number;
}

/** The tag bar under the header, with RuoYi's right-click menu. */
export function TagsView({ views, activePath, onOpen, onAction }: TagsViewProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);

  // The menu closes on any click or scroll anywhere (RuoYi closeMenu on body click, tag bar scroll).
  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    window.addEventListener('click', close);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('click', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [menu]);

  const openMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    const rect = bar.current?.getBoundingClientRect() ?? { left: 0, width: window.innerWidth };
    setMenu({ view, ...menuPosition({ x: event.clientX, y: event.clientY }, { left: rect.left, width: rect.width }) });
  };

  const closeTag = (event: MouseEvent, view: TagView) => {
    event.stopPropagation();
    onAction('closeCurrent', view);
  };

  return (
    <div className={styles.bar} ref={bar} role="tablist">
      <div className={styles.scroll}>
        {views.map((view) => (
          <span
            key={view.path}
            role="tab"
            aria-selected={view.path === activePath}
            className={`${styles.tag} ${view.path === activePath ? styles.active : ''}`}
            onClick={() => onOpen(view)}
            onMouseUp={(e) => e.button === MIDDLE_BUTTON && !view.affix && onAction('closeCurrent', view)}
            onContextMenu={(e) => openMenu(e, view)}
          >
            {view.title}
            {!view.affix && <CloseOutlined className={styles.close} aria-label={messages.tags.closeCurrent} onClick={(e) => closeTag(e, view)} />}
          </span>
        ))}
      </div>
      {menu && (
        <ul className={styles.menu} role="menu" aria-label={messages.tags.menu} style={{ left: menu.left, top: menu.top }}>
          {menuActionsFor(views, menu.view.path).map((action) => (
            <li key={action} role="menuitem" onClick={() => onAction(action, menu.view)}>
              {messages.tags[action]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
