/**
 * Browser and operating system of a login, read from the User-Agent the simple way RuoYi's UserAgentUtils does: the
 * first known marker wins, in an order where the more specific names come first (Edge and WeChat also say Chrome,
 * every Chromium says Safari). Unknown agents read 'Unknown'.
 */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/([\d.]+)/, 'WeChat'],
  [/DingTalk\/([\d.]+)/, 'DingTalk'],
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/HeadlessChrome\/([\d.]+)/, 'Chrome Headless'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
  [/MSIE ([\d.]+)|Trident\/.*rv:([\d.]+)/, 'Internet Explorer'],
];

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS/, 'HarmonyOS'],
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, 'iOS'],
  [/Windows NT 10/, 'Windows 10'],
  [/Windows NT 6\.3/, 'Windows 8.1'],
  [/Windows NT 6\.1/, 'Windows 7'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'Mac OS X'],
  [/CrOS/, 'Chrome OS'],
  [/Linux/, 'Linux'],
];

const UNKNOWN = 'Unknown';
/** Columns hold a short label, whatever a client sends. */
const MAX_LABEL = 50;

export interface Device {
  browser: string;
  os: string;
}

export function parseUserAgent(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua));
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua));
  const major = (pattern: RegExp) => {
    const m = pattern.exec(ua);
    const version = m?.[1] ?? m?.[2];
    return version ? ` ${version.split(/[._]/)[0]}` : '';
  };
  return {
    browser: browser ? `${browser[1]}${major(browser[0])}`.slice(0, MAX_LABEL) : UNKNOWN,
    os: os ? `${os[1]}${os[1] === 'Android' || os[1] === 'iOS' ? major(os[0]) : ''}`.slice(0, MAX_LABEL) : UNKNOWN,
  };
}
