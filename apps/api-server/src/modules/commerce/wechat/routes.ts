import type { FastifyInstance } from 'fastify';
import { CommerceMessages, WechatSdkStatus, commercePaths, wechatSignatureQuery, type WechatJsSdkSignature } from '@medteach/contract';
import { ok } from '../../../core/envelope';
import { parse } from '../../../core/validate';
import { wechatSettings } from './settings';
import { createNonce, epochSeconds, signJsSdk, signableUrl } from './signature';
import { cachedTicketSource, platformTicketSource, type JsapiTicketSource } from './tickets';

export interface WechatRoutesOptions {
  /** Where tickets come from (default: the WeChat platform, cached per server). */
  tickets?: JsapiTicketSource;
}

/**
 * `GET /base/wechat/jsSdkSignature?url=` (public: landing pages have no session). Answers a signed `wx.config`
 * when WeChat is configured, otherwise a status the page reads as "keep the mask" — never an error dialog.
 */
export async function wechatRoutes(app: FastifyInstance, opts: WechatRoutesOptions = {}) {
  const tickets = opts.tickets ?? cachedTicketSource(platformTicketSource());

  app.get(commercePaths.wechatJsSdkSignature, { config: { access: 'public' } }, async (req) => {
    const { url } = parse(wechatSignatureQuery, req.query);
    const settings = await wechatSettings(app.ctx.db);
    if (!settings) return ok<WechatJsSdkSignature>({ status: WechatSdkStatus.NOT_CONFIGURED, msg: CommerceMessages.wechatNotConfigured });
    let jsapiTicket: string;
    try {
      jsapiTicket = (await tickets.getTicket(settings)).ticket;
    } catch (err) {
      req.log.warn({ err }, 'wechat jsapi_ticket unavailable');
      return ok<WechatJsSdkSignature>({ status: WechatSdkStatus.UNAVAILABLE, msg: CommerceMessages.wechatUnavailable });
    }
    const nonceStr = createNonce();
    const timestamp = epochSeconds();
    const signature = signJsSdk({ jsapiTicket, nonceStr, timestamp, url: signableUrl(url) });
    return ok<WechatJsSdkSignature>({ status: WechatSdkStatus.READY, appId: settings.appId, timestamp, nonceStr, signature, launchAppId: settings.launchAppId });
  });
}
