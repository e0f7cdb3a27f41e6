/**
 * WeChat JS-SDK signature for a landing page (issue 7: the open-app tag inside WeChat). Anything but a signed
 * config — no configuration, the platform unreachable, our server unreachable — means "keep the mask", silently.
 */
import { queryOptions } from '@tanstack/react-query';
import { WechatSdkStatus, commercePaths, type WechatJsSdkSignature } from '@medteach/contract';
import { apiGet } from '../core/http';
import { commerceKeys } from './keys';

/** The request failed before the server could answer (transport error, unexpected answer). */
const UNREACHABLE = '无法获取微信签名';

export async function getWechatSignature(url: string, signal?: AbortSignal): Promise<WechatJsSdkSignature> {
  try {
    return await apiGet<WechatJsSdkSignature>(commercePaths.wechatJsSdkSignature, { url }, { silent: true, signal });
  } catch {
    return { status: WechatSdkStatus.UNAVAILABLE, msg: UNREACHABLE };
  }
}

export const wechatQueries = {
  /** A signature stays good for the page's life: the server renews tickets well before they lapse. */
  signature: (url: string) =>
    queryOptions({ queryKey: commerceKeys.wechatSignature(url), queryFn: ({ signal }) => getWechatSignature(url, signal), staleTime: Infinity }),
};
