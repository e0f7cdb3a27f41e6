import { useQuery } from '@tanstack/react-query';
import { commerceQueries } from '@medteach/api-client';
import { WechatSdkStatus } from '@medteach/contract';
import { configureWechatSdk } from './wechat-sdk';

/** The page URL WeChat signs: without the hash (the landing pages are hash-routed). */
export const signedPageUrl = (href: string = window.location.href) => href.split('#', 1)[0];

/**
 * Inside WeChat: the mobile app id the open-app tag may launch, once the server signed a config and WeChat accepted
 * it; null while that is pending and whenever it is not possible (not configured in dev, platform or SDK failure),
 * which keeps the mask.
 */
export function useWechatOpenTag(enabled: boolean): string | null {
  const signature = useQuery({ ...commerceQueries.signature(signedPageUrl()), enabled });
  const signed = signature.data?.status === WechatSdkStatus.READY ? signature.data : null;
  const sdk = useQuery({
    queryKey: ['landing', 'wechatSdk', signed?.signature ?? ''],
    queryFn: () => (signed ? configureWechatSdk(signed) : Promise.reject(new Error('no signed config'))),
    enabled: enabled && !!signed,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true }, // a failure only means "keep the mask"
  });
  return signed && sdk.data === true ? signed.launchAppId : null;
}
