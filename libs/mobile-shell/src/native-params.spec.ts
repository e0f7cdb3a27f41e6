import { APP_PARAMS_TIMEOUT_MS, createBridge, simulatorPanelText, type Bridge } from '@medteach/bridge';
import { nativeAppParamsReader } from './native-params';

/** A bridge driven by its dev simulator: nothing answers until the test says so, as with a slow native host. */
const simulatedBridge = (): Bridge => createBridge({ simulator: true, callbackName: '__nativeParamsSpecCallback' });

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('nativeAppParamsReader', () => {
  it("gives the native app's parameters answered in time, and no late token", async () => {
    const bridge = simulatedBridge();
    const onLateToken = vi.fn();
    const params = nativeAppParamsReader(bridge)(onLateToken);
    bridge.simulator?.answerAppParams({ token: 'app-token', hostType: 100 });
    await expect(params).resolves.toEqual({ token: 'app-token', hostType: 100 });
    expect(onLateToken).not.toHaveBeenCalled();
  });

  it('starts without parameters after APP_PARAMS_TIMEOUT_MS; a token answered later arrives through onLateToken', async () => {
    vi.useFakeTimers();
    const bridge = simulatedBridge();
    const onLateToken = vi.fn();
    let settled = false;
    const params = nativeAppParamsReader(bridge)(onLateToken).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(APP_PARAMS_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(params).resolves.toEqual({});

    bridge.simulator?.answerAppParams({ token: 'late-token' });
    await vi.waitFor(() => expect(onLateToken).toHaveBeenCalledWith('late-token'));
  });

  it("shows the dev simulator's panel, so a developer can answer by hand", () => {
    void nativeAppParamsReader(simulatedBridge())(vi.fn());
    expect(document.body).toHaveTextContent(simulatorPanelText.answerParams);
  });
});
