import { configValue } from '../../system/config-store';
import type { WechatCredentials } from './tickets';
import type { Queryable } from '../../../db/queryable';

/**
 * Where the WeChat settings come from: a non-empty system config value (admin console, takes effect at once), else
 * the environment. Dev has neither, so the landing pages keep the open-in-browser mask.
 */
export const WechatConfigKey = {
  /** The official account (公众号) whose JS-SDK signs the landing pages. */
  APP_ID: 'wechat.appId',
  APP_SECRET: 'wechat.appSecret',
  /** The mobile app's id on the WeChat open platform: `wx-open-launch-app` opens this app. */
  OPEN_APP_ID: 'wechat.openAppId',
} as const;
export const WechatEnv = { APP_ID: 'WECHAT_APP_ID', APP_SECRET: 'WECHAT_APP_SECRET', OPEN_APP_ID: 'WECHAT_OPEN_APP_ID' } as const;

export interface WechatSettings extends WechatCredentials {
  launchAppId: string;
}

/** The settings when all three are present; null means "not configured". */
export async function wechatSettings(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<WechatSettings | null> {
  const read = async (name: keyof typeof WechatConfigKey) => ((await configValue(db, WechatConfigKey[name])) || env[WechatEnv[name]] || '').trim();
  const settings = { appId: await read('APP_ID'), appSecret: await read('APP_SECRET'), launchAppId: await read('OPEN_APP_ID') };
  return settings.appId && settings.appSecret && settings.launchAppId ? settings : null;
}
