/**
 * HTML of the payment flow. `payForm` is what getPayPage answers, shaped like a provider's page-pay form (the page
 * submits it); `sandboxPage` stands in for the provider's cashier: amount, 确认支付 / 取消. Plain forms, no script:
 * the CSP of HTML answers allows none, and the learner page submits the form itself.
 */
import { SandboxDecision } from '@medteach/contract';

export const PAY_FORM_NAME = 'paysubmit';
export const SandboxText = {
  title: '收银台（沙箱）',
  amount: '支付金额',
  pay: '确认支付',
  cancel: '取消',
  done: '订单已处理',
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page-pay form posting `fields` to `action` (the sandbox cashier, or the provider's gateway). */
export function payForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}"/>`);
  return (
    `<form id="${PAY_FORM_NAME}" name="${PAY_FORM_NAME}" action="${esc(action)}" method="POST">` +
    inputs.join('') +
    `<input type="submit" value="${SandboxText.pay}" style="display:none"/></form>`
  );
}

export interface SandboxOrder {
  orderNo: string;
  /** The owner's ticket (sandbox.ts), carried on to the decision. */
  ticket: string;
  productName: string;
  amountText: string;
}

export function sandboxPage(action: string, o: SandboxOrder): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${SandboxText.title}</title>
<style>
body{margin:0;font-family:-apple-system,'PingFang SC',sans-serif;background:#f5f5f5;color:#333}
main{margin:24px 16px;padding:24px 16px;background:#fff;border-radius:8px;text-align:center}
h1{font-size:18px;margin:0 0 16px}.name{color:#666}.amount{font-size:32px;font-weight:600;margin:12px 0 24px}
button{display:block;width:100%;padding:12px;margin-top:12px;font-size:16px;border-radius:6px;border:1px solid #1677ff}
.pay{background:#1677ff;color:#fff}.cancel{background:#fff;color:#1677ff}
</style></head>
<body><main>
<h1>${SandboxText.title}</h1>
<p class="name">${esc(o.productName)}</p>
<p>${SandboxText.amount}</p>
<p class="amount" data-testid="sandbox-amount">¥${esc(o.amountText)}</p>
<form method="POST" action="${esc(action)}">
<input type="hidden" name="orderNo" value="${esc(o.orderNo)}"/>
<input type="hidden" name="ticket" value="${esc(o.ticket)}"/>
<button class="pay" type="submit" name="decision" value="${SandboxDecision.PAY}">${SandboxText.pay}</button>
<button class="cancel" type="submit" name="decision" value="${SandboxDecision.CANCEL}">${SandboxText.cancel}</button>
</form>
</main></body></html>`;
}
