import { useState } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { PayScope, type ProductInfo } from '@medteach/contract';
import { resolveFileUrl } from '@medteach/api-client';
import { ensureAntdMobileRender, TOAST_MS } from '@medteach/ui-kit';
import { goodsText } from './messages';
import { allSkillsLabel, chooseSpec, offersAllSkills, pricesOf, type SpecChoice } from './spec-choice';
import styles from './goods.module.css';

interface SpecSheetProps {
  product: ProductInfo;
  visible: boolean;
  buying: boolean;
  onClose: () => void;
  onBuy: (choice: SpecChoice) => void;
}

/** The spec sheet of 立即解锁: the single item or all skills (offered only with batchInfo), then 立即购买. */
export function SpecSheet({ product, visible, buying, onClose, onBuy }: SpecSheetProps) {
  const [choice, setChoice] = useState<SpecChoice>(PayScope.SINGLE);
  const prices = pricesOf(product, choice);

  const pick = (next: SpecChoice) => {
    const checked = chooseSpec(product, next);
    if (!checked.ok) {
      ensureAntdMobileRender();
      // Spec §9: toasts last 1000 ms.
      Toast.show({ icon: 'fail', content: checked.error, duration: TOAST_MS });
      return;
    }
    setChoice(next);
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
      <section className={styles.sheet} role="dialog" aria-label={goodsText.specTitle}>
        <div className={styles.sheetHead}>
          <img className={styles.sheetIcon} src={resolveFileUrl(product.iconUrl)} alt="" />
          <div>
            <div className={styles.price} data-testid="sheet-price">
              {goodsText.price(prices.preferentialPrice)}
            </div>
            <div className={styles.market}>{goodsText.price(prices.marketPrice)}</div>
          </div>
        </div>
        <div>{goodsText.specTitle}</div>
        <div className={styles.options}>
          <button type="button" className={styles.option} aria-pressed={choice === PayScope.SINGLE} onClick={() => pick(PayScope.SINGLE)}>
            {product.name}
          </button>
          {offersAllSkills(product) && (
            <button type="button" className={styles.option} aria-pressed={choice === PayScope.ALL} onClick={() => pick(PayScope.ALL)}>
              {allSkillsLabel(product)}
            </button>
          )}
        </div>
        <Button block color="primary" size="large" loading={buying} onClick={() => onBuy(choice)}>
          {goodsText.buy}
        </Button>
      </section>
    </Popup>
  );
}
