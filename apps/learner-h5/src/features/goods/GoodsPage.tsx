import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { getPayPage, questionBankQueries, resolveFileUrl } from '@medteach/api-client';
import type { ProductInfo } from '@medteach/contract';
import { DANGER_AA_COLOR, EmptyState, PageHeader, QueryStatus } from '@medteach/ui-kit';
import { skillBankLink } from '../../shared/bank-home';
import { Carousel } from './Carousel';
import { goodsText } from './messages';
import { goodsProductQuery, skillIdParam } from './prefetch';
import { submitPayForm } from './pay-form';
import { BACK_PARAM, isPurchaseReturn, rememberPurchaseReturn } from '../payment';
import { SpecSheet } from './SpecSheet';
import type { SpecChoice } from './spec-choice';
import styles from './goods.module.css';

/** /goods?id=<skillId>[&token=]: the paid skill product page (spec §2 "Goods page"). */
export default function GoodsPage() {
  const [params] = useSearchParams();
  const skillId = skillIdParam(params.get('id'));
  return (
    <main className={styles.page}>
      <PageHeader title={goodsText.title} />
      {skillId === null ? <EmptyState /> : <Product skillId={skillId} />}
    </main>
  );
}

function Product({ skillId }: { skillId: number }) {
  const query = useQuery(goodsProductQuery(skillId));
  return <QueryStatus query={query}>{(product) => <ProductView product={product} />}</QueryStatus>;
}

/** The tag's small white text needs a darker red than the theme's danger. */
const DISCOUNT_TAG_COLOR = DANGER_AA_COLOR;

function ProductView({ product }: { product: ProductInfo }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const navigate = useNavigate();
  // Whether this user already has the skill (the bank's own unlock flag) and where its questions are.
  const place = useQuery(questionBankQueries.skillPlace(product.skillId)).data;
  // Spec §8: payment failures are silent; the sheet simply stays open.
  // Opened from a locked question: where buying (or owning it already) leads back to.
  const back = useSearchParams()[0].get(BACK_PARAM);
  const pay = useMutation({
    mutationFn: (all: SpecChoice) => getPayPage({ productInfoId: product.id, all }),
    onSuccess: (html) => {
      // Opened from a locked question (issue 18, browser): the payment return page sends the student back to it.
      rememberPurchaseReturn(product.skillId, back ?? '');
      submitPayForm(html);
    },
  });
  const urls = product.introduceUrls.split(',').filter(Boolean).map(resolveFileUrl);

  return (
    <>
      {urls.length > 0 && <Carousel urls={urls} alt={product.name} />}
      <section className={styles.info}>
        <div className={styles.priceRow}>
          {/* 限时折扣 unless the back office switched it off (absent: shown, as before issue 16). */}
          {product.discountTag !== false && (
            <Tag color={DISCOUNT_TAG_COLOR} fill="solid">
              {goodsText.discountTag}
            </Tag>
          )}
          <span className={styles.price} data-testid="goods-price">
            {goodsText.price(product.preferentialPrice)}
          </span>
          <del className={styles.market} data-testid="goods-market-price">
            {goodsText.price(product.marketPrice)}
          </del>
        </div>
        <h2 className={styles.name}>{product.name}</h2>
        <p className={styles.intro}>{product.introduce}</p>
      </section>
      <footer className={styles.footer}>
        {place?.isUnlock ? (
          <div className={styles.owned}>
            <span className={styles.ownedLabel} data-testid="goods-unlocked">
              {goodsText.unlocked}
            </span>
            <Button block color="primary" size="large" onClick={() => void navigate(isPurchaseReturn(back) ? back : skillBankLink(place))}>
              {goodsText.enterBank}
            </Button>
          </div>
        ) : (
          <Button block color="primary" size="large" onClick={() => setSheetOpen(true)}>
            {goodsText.unlock}
          </Button>
        )}
      </footer>
      <SpecSheet product={product} visible={sheetOpen} buying={pay.isPending} onClose={() => setSheetOpen(false)} onBuy={(all) => pay.mutate(all)} />
    </>
  );
}
