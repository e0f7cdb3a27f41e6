/**
 * A tiny framework-free panel for the bridge simulator (no React: the bridge depends on nothing). Apps mount it when
 * `bridge.simulator` is set:
 *
 *   if (bridge.simulator) createSimulatorPanel(bridge.simulator, { token: 'dev-token' });
 *
 * It lists every call (role="log", newest last) and has buttons to answer getAppParams with a token and to fire a
 * purchase callback. Labels are Chinese like the product; it is a developer tool, not product UI.
 */
import type { BridgeSimulator, SimulatedCall } from './simulator';

export const simulatorPanelText = {
  title: '原生桥模拟器',
  log: '原生调用记录',
  token: '模拟 token',
  answerParams: '回复 APP 参数',
  purchase: '模拟购买成功',
  empty: '暂无调用',
} as const;

export interface SimulatorPanel {
  element: HTMLElement;
  destroy(): void;
}

const describeCall = (c: SimulatedCall) => `${c.action} ${c.payload === undefined ? '' : JSON.stringify(c.payload)}`.trim();

export function createSimulatorPanel(
  simulator: BridgeSimulator,
  { token = '', container = document.body }: { token?: string; container?: HTMLElement } = {},
): SimulatorPanel {
  const doc = container.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string) => {
    const node = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const panel = el('section', {
    'aria-label': simulatorPanelText.title,
    'data-testid': 'bridge-simulator',
    style:
      'position:fixed;right:8px;bottom:8px;z-index:99999;width:280px;max-height:45vh;overflow:auto;' +
      'background:#fff;border:1px solid #999;border-radius:6px;padding:8px;font:12px/1.5 monospace;box-shadow:0 2px 8px rgba(0,0,0,.2)',
  });
  panel.append(el('strong', {}, simulatorPanelText.title));

  const log = el('ol', { role: 'log', 'aria-label': simulatorPanelText.log, 'aria-live': 'polite', style: 'margin:4px 0;padding-left:18px' });
  const tokenInput = el('input', { 'aria-label': simulatorPanelText.token, value: token, style: 'width:100%;box-sizing:border-box' });
  const answer = el('button', { type: 'button' }, simulatorPanelText.answerParams);
  const purchase = el('button', { type: 'button' }, simulatorPanelText.purchase);
  answer.addEventListener('click', () => simulator.answerAppParams(tokenInput.value ? { token: tokenInput.value } : {}));
  purchase.addEventListener('click', () => simulator.firePurchase());
  panel.append(log, tokenInput, answer, purchase);

  const render = (calls: readonly SimulatedCall[]) => {
    log.replaceChildren(...(calls.length ? calls.map((c) => el('li', { 'data-action': c.action }, describeCall(c))) : [el('li', {}, simulatorPanelText.empty)]));
  };
  render(simulator.calls);
  const unsubscribe = simulator.subscribe(render);
  container.append(panel);
  return {
    element: panel,
    destroy() {
      unsubscribe();
      panel.remove();
    },
  };
}
