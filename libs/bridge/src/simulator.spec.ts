import { getByRole, within } from '@testing-library/dom';
import { createBridge, type Bridge } from './bridge';
import { simulatorRequested } from './simulator';
import { createSimulatorPanel, simulatorPanelText } from './simulator-panel';

let bridge: Bridge | undefined;
afterEach(() => {
  bridge?.dispose();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('simulator switch', () => {
  it('is on with bridgeSim=1 in the query or in the hash query', () => {
    expect(simulatorRequested('http://a.cn/?bridgeSim=1#/goods')).toBe(true);
    expect(simulatorRequested('http://a.cn/#/goods?id=1&bridgeSim=1')).toBe(true);
    expect(simulatorRequested('http://a.cn/#/goods?bridgeSim=0')).toBe(false);
  });
  it('createBridge turns it on from the page URL and records instead of calling native', () => {
    history.replaceState(null, '', '/#/subjectHomeWork?bridgeSim=1');
    const postMessage = vi.fn();
    (window as unknown as Record<string, unknown>).webkit = { messageHandlers: { errorCorrection: { postMessage } } };
    bridge = createBridge();
    expect(bridge.simulator).not.toBeNull();
    expect(bridge.errorCorrection({ bank: 1, questionId: 7 })).toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
    expect(bridge.simulator?.calls.map((c) => [c.action, c.payload])).toEqual([['errorCorrection', { bank: 1, questionId: 7 }]]);
    delete (window as unknown as Record<string, unknown>).webkit;
  });
});

describe('simulator panel', () => {
  it('lists each call in a log and answers app parameters and purchases', async () => {
    bridge = createBridge({ simulator: true });
    if (!bridge.simulator) throw new Error('simulator expected');
    const panel = createSimulatorPanel(bridge.simulator, { token: 'dev-token' });
    const log = getByRole(document.body, 'log', { name: simulatorPanelText.log });
    expect(log).toHaveTextContent(simulatorPanelText.empty);

    const params = bridge.getAppParams();
    bridge.buyFirstStaionAction({ skillId: 3, skillName: '心肺复苏', skillIntegral: 10, productInfoId: 8 });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.action)).toEqual(['getAppParams', 'buyFirstStaionAction']);
    expect(items[1]).toHaveTextContent('"skillName":"心肺复苏"');

    getByRole(document.body, 'button', { name: simulatorPanelText.answerParams }).click();
    expect(await params).toEqual({ token: 'dev-token' });

    const purchased = vi.fn();
    bridge.onPurchase(purchased);
    getByRole(document.body, 'button', { name: simulatorPanelText.purchase }).click();
    expect(purchased).toHaveBeenCalledWith({ payStatus: 1 });

    panel.destroy();
    expect(document.querySelector('[data-testid="bridge-simulator"]')).toBeNull();
  });
});
