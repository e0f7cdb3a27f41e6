import { useRef, useState } from 'react';
import { Dropdown, type DropdownRef } from 'antd-mobile';
import { subjectText } from './messages';

export interface CategoryOption {
  id: number;
  label: string;
  children?: readonly CategoryOption[] | null;
}

interface CategoryDrawerProps {
  categories: readonly CategoryOption[];
  /** The chosen sub-category. */
  value: number | undefined;
  onChange: (subCategory: CategoryOption, category: CategoryOption) => void;
}

function findPath(categories: readonly CategoryOption[], id: number | undefined): [CategoryOption, CategoryOption] | null {
  for (const category of categories) {
    const sub = (category.children ?? []).find((c) => c.id === id);
    if (sub) return [category, sub];
  }
  return null;
}

const paneStyle = { listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' } as const;

/** The top drawer of /subject (spec §2): a category on the left, its sub-categories on the right. */
export function CategoryDrawer({ categories, value, onChange }: CategoryDrawerProps) {
  const dropdown = useRef<DropdownRef>(null);
  const path = findPath(categories, value);
  const [browsing, setBrowsing] = useState<number | undefined>(path?.[0].id);
  const shown = categories.find((c) => c.id === (browsing ?? path?.[0].id)) ?? categories[0];

  return (
    <Dropdown ref={dropdown}>
      <Dropdown.Item key="category" title={path ? `${path[0].label} · ${path[1].label}` : subjectText.chooseCategory}>
        <div role="group" aria-label={subjectText.categoryDrawer} style={{ display: 'flex', fontSize: 14 }}>
          <ul style={{ ...paneStyle, width: '40%', background: '#f7f8fa' }}>
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={category.id === shown?.id}
                  onClick={() => setBrowsing(category.id)}
                  style={{ width: '100%', padding: '12px 16px', border: 0, textAlign: 'left', fontSize: 14, background: category.id === shown?.id ? '#fff' : 'transparent', color: category.id === shown?.id ? 'var(--adm-color-primary)' : 'inherit' }}
                >
                  {category.label}
                </button>
              </li>
            ))}
          </ul>
          <ul style={{ ...paneStyle, flex: 1 }}>
            {(shown?.children ?? []).map((sub) => (
              <li key={sub.id}>
                <button
                  type="button"
                  aria-current={sub.id === value ? 'true' : undefined}
                  onClick={() => {
                    if (shown) onChange(sub, shown);
                    dropdown.current?.close();
                  }}
                  style={{ width: '100%', padding: '12px 16px', border: 0, background: 'none', textAlign: 'left', fontSize: 14, color: sub.id === value ? 'var(--adm-color-primary)' : 'inherit' }}
                >
                  {sub.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Dropdown.Item>
    </Dropdown>
  );
}
