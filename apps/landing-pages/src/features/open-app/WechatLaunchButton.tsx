import { createElement, useEffect, useRef } from 'react';
import { WECHAT_OPEN_LAUNCH_APP_TAG } from './wechat-sdk';

/**
 * WeChat renders the tag's template itself, isolated from the page's CSS, so the button carries its own style (the
 * page's primary button). The template is markup WeChat reads, not code: a `text/wxtag-template` script never runs.
 */
const buttonTemplate = (label: string) =>
  `<style>.open{display:block;width:100%;height:48px;border:0;border-radius:8px;background:#1677ff;color:#fff;font-size:18px}</style><button class="open">${label}</button>`;

export interface WechatLaunchButtonProps {
  /** The mobile app's id on the WeChat open platform. */
  appId: string;
  /** Handed to the app on launch (the invite code, when there is one). */
  extinfo: string;
  label: string;
  /** WeChat could not open the app (not installed, not allowed): the page falls back to the mask. */
  onError: (errMsg: string) => void;
}

/** The official open-app tag `wx-open-launch-app`; its `error` event (a CustomEvent with `detail.errMsg`) is the fallback cue. */
export function WechatLaunchButton({ appId, extinfo, label, onError }: WechatLaunchButtonProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const tag = ref.current;
    if (!tag) return;
    const onTagError = (e: Event) => onError(String((e as CustomEvent<{ errMsg?: string }>).detail?.errMsg ?? ''));
    tag.addEventListener('error', onTagError);
    return () => tag.removeEventListener('error', onTagError);
  }, [onError]);
  return createElement(
    WECHAT_OPEN_LAUNCH_APP_TAG,
    { ref, appid: appId, extinfo, style: { display: 'block', width: '100%' }, 'data-testid': 'wechat-launch' },
    createElement('script', { type: 'text/wxtag-template', dangerouslySetInnerHTML: { __html: buttonTemplate(label) } }),
  );
}
