/**
 * The jsapi_ticket behind JS-SDK signatures. The real source asks the WeChat platform (access_token, then
 * getticket); both live 7200 s and are rate-limited per day, so they are cached until shortly before expiry and
 * fetched by one request at a time. Scale-out: several api-server instances should share one cache (each fetch of
 * a new access_token ends the previous one after 5 minutes), which this interface allows.
 */

export interface WechatCredentials {
  appId: string;
  appSecret: string;
}
export interface JsapiTicket {
  ticket: string;
  expiresInSeconds: number;
}
export interface JsapiTicketSource {
  getTicket(credentials: WechatCredentials): Promise<JsapiTicket>;
}

export const WECHAT_API_BASE = 'https://api.weixin.qq.com/cgi-bin';
/** A landing page waits for the signature: give the platform a few seconds, then fall back to the mask. */
export const WECHAT_API_TIMEOUT_MS = 5_000;
/** Renew this long before the platform's expiry, so a signature never uses a ticket about to lapse. */
export const TICKET_RENEW_MARGIN_S = 300;
/** After a failed fetch, answer "unavailable" at once for this long instead of hammering the platform. */
export const TICKET_RETRY_AFTER_MS = 60_000;

/** The HTTP call to the platform, one place so tests can answer it (this machine has no internet). */
export const wechatHttp = {
  async getJson(url: string): Promise<Record<string, unknown>> {
    const res = await fetch(url, { signal: AbortSignal.timeout(WECHAT_API_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`WeChat API HTTP ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  },
};

/** The platform answers errors as `{errcode, errmsg}` with HTTP 200. */
function platformError(body: Record<string, unknown>): Error | null {
  const code = Number(body.errcode ?? 0);
  return code === 0 ? null : new Error(`WeChat API error ${code}: ${String(body.errmsg ?? '')}`);
}

/** Fetches a fresh ticket from the WeChat platform: access_token (client_credential), then getticket?type=jsapi. */
export function platformTicketSource(http: Pick<typeof wechatHttp, 'getJson'> = wechatHttp): JsapiTicketSource {
  return {
    async getTicket({ appId, appSecret }) {
      const tokenQuery = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret });
      const token = await http.getJson(`${WECHAT_API_BASE}/token?${tokenQuery}`);
      const tokenError = platformError(token);
      if (tokenError || typeof token.access_token !== 'string') throw tokenError ?? new Error('WeChat API: no access_token');
      const ticketQuery = new URLSearchParams({ access_token: token.access_token, type: 'jsapi' });
      const ticket = await http.getJson(`${WECHAT_API_BASE}/ticket/getticket?${ticketQuery}`);
      const ticketError = platformError(ticket);
      if (ticketError || typeof ticket.ticket !== 'string') throw ticketError ?? new Error('WeChat API: no ticket');
      return { ticket: ticket.ticket, expiresInSeconds: Number(ticket.expires_in) || 7200 };
    },
  };
}

interface CacheEntry {
  ticket?: string;
  /** Epoch ms after which the ticket is renewed. */
  renewAt: number;
  /** Epoch ms before which a failed fetch is not retried. */
  failedUntil: number;
  inFlight?: Promise<JsapiTicket>;
}

/** Caches tickets per app id until TICKET_RENEW_MARGIN_S before expiry; concurrent callers share one fetch. */
export function cachedTicketSource(source: JsapiTicketSource, now: () => number = Date.now): JsapiTicketSource {
  const entries = new Map<string, CacheEntry>();
  return {
    async getTicket(credentials) {
      const key = `${credentials.appId}\n${credentials.appSecret}`;
      const entry = entries.get(key) ?? { renewAt: 0, failedUntil: 0 };
      entries.set(key, entry);
      const t = now();
      if (entry.ticket && t < entry.renewAt) return { ticket: entry.ticket, expiresInSeconds: Math.floor((entry.renewAt - t) / 1000) };
      if (t < entry.failedUntil) throw new Error('WeChat jsapi_ticket fetch failed recently; retrying later');
      entry.inFlight ??= source
        .getTicket(credentials)
        .then((fresh) => {
          entry.ticket = fresh.ticket;
          entry.renewAt = now() + Math.max(0, fresh.expiresInSeconds - TICKET_RENEW_MARGIN_S) * 1000;
          return fresh;
        })
        .catch((err: unknown) => {
          entry.ticket = undefined;
          entry.failedUntil = now() + TICKET_RETRY_AFTER_MS;
          throw err;
        })
        .finally(() => {
          entry.inFlight = undefined;
        });
      return entry.inFlight;
    },
  };
}
