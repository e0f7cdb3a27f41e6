import { readFileSync } from 'node:fs';

/**
 * The real payment provider (issue 14 row 3): Alipay page pay. Without it (and outside demo mode, where the sandbox
 * cashier stands in) the pay page refuses with 支付暂未开通.
 *
 * Environment variables (all four, or none):
 * - ALIPAY_APP_ID: the merchant app id;
 * - ALIPAY_PRIVATE_KEY_FILE: PEM of the merchant's RSA private key (signs page-pay requests);
 * - ALIPAY_PUBLIC_KEY_FILE: PEM of Alipay's RSA public key (verifies the notifications: unsigned or wrongly signed
 *   notices change nothing);
 * - ALIPAY_GATEWAY (https://openapi.alipay.com/gateway.do; the sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do).
 */
export interface AlipayConfig {
  appId: string;
  gateway: string;
  privateKey: string;
  alipayPublicKey: string;
}

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export function loadAlipayConfig(env: NodeJS.ProcessEnv): AlipayConfig | null {
  const { ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY_FILE: privateFile, ALIPAY_PUBLIC_KEY_FILE: publicFile } = env;
  if (!appId && !privateFile && !publicFile) return null;
  if (!appId || !privateFile || !publicFile) throw new Error('Alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE and ALIPAY_PUBLIC_KEY_FILE together');
  return { appId, gateway: env.ALIPAY_GATEWAY || ALIPAY_GATEWAY, privateKey: readFileSync(privateFile, 'utf8'), alipayPublicKey: readFileSync(publicFile, 'utf8') };
}
