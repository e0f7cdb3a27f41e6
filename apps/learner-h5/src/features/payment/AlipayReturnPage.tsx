import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { questionBankQueries } from '@medteach/api-client';
import { PayReturnParam, PayStatus } from '@medteach/contract';
import { hasNativeHost } from '@medteach/bridge';
import { PageHeader } from '@medteach/ui-kit';
import { appBridge } from '../../app/bridge';
import { skillBankLink } from '../../shared/bank-home';
import { idParam } from '../../shared/id-param';
import { paymentText } from './messages';
import { forgetPurchaseReturn, goodsLink, purchaseReturnFor } from './purchase-return';

/**
 * /Alipay: where the payment provider (the sandbox in dev) sends the browser back. Inside the app it tells native
 * to close the web view with the pay status (native then reloads the bank); in a plain browser there is no web view
 * to close, so the page shows the result and the way on: into the bank the skill unlocks, or back to the goods page.
 */
export default function AlipayReturnPage() {
  const [params] = useSearchParams();
  const paid = params.get(PayReturnParam.STATUS) === String(PayStatus.PAID);
  const amount = params.get(PayReturnParam.AMOUNT);
  const skillId = idParam(params.get(PayReturnParam.SKILL_ID));
  const [closedByApp, setClosedByApp] = useState<boolean | null>(null);
  const told = useRef(false);
  const navigate = useNavigate();
  // Issue 18: bought from a locked question in a browser — straight back to that question, now unlocked.
  const [backToQuestion] = useState(() => (paid && skillId !== null && !hasNativeHost(appBridge) ? purchaseReturnFor(skillId) : null));

  useEffect(() => {
    if (told.current) return; // once per visit (StrictMode runs effects twice in development)
    told.current = true;
    if (backToQuestion) {
      forgetPurchaseReturn();
      void navigate(backToQuestion, { replace: true });
      return;
    }
    // The plain-browser adapter answers closeWeb with history.back(), which would land on the provider's page again.
    setClosedByApp(hasNativeHost(appBridge) && appBridge.closeWeb({ payStatus: paid ? PayStatus.PAID : PayStatus.NOT_PAID }));
  }, [paid, backToQuestion, navigate]);

  if (closedByApp !== false) return null; // the app is closing the web view
  return (
    <main>
      <PageHeader title={paymentText.title} noBack />
      <Result status={paid ? 'success' : 'warning'} title={paid ? paymentText.paid : paymentText.notPaid} description={amount ? paymentText.amount(amount) : undefined} />
      {skillId !== null && <NextSteps skillId={skillId} paid={paid} />}
    </main>
  );
}

/** Paid: into the bank the skill unlocks (the goods page stays a secondary link); not paid: back to the goods page. */
function NextSteps({ skillId, paid }: { skillId: number; paid: boolean }) {
  const navigate = useNavigate();
  const place = useQuery({ ...questionBankQueries.skillPlace(skillId), enabled: paid }).data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '0 24px' }}>
      {paid && place && (
        <Button block color="primary" size="large" onClick={() => void navigate(skillBankLink(place))}>
          {paymentText.enterBank}
        </Button>
      )}
      <Link to={goodsLink(skillId, purchaseReturnFor(skillId))}>{paymentText.backToGoods}</Link>
    </div>
  );
}
