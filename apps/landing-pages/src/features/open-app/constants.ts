/**
 * App evocation constants (spec §4 "Landing", §9 "App-open fallback"; docs/learner.md "Landing pages").
 * The scheme, package and store addresses are the native apps' published ones; a deployment overrides them here.
 */
export const APP_SCHEME_URL = 'ycsyapp://open';
export const ANDROID_PACKAGE = 'com.yincheng.shengyun';
export const ANDROID_DOWNLOAD_URL = `https://a.app.qq.com/o/simple.jsp?pkgname=${ANDROID_PACKAGE}`;
/**
 * Android Chrome opens apps through an intent URL. Without the app, Chrome itself goes to `browser_fallback_url`
 * (a page that cannot be left by script after an intent), and the 1.5 s timer covers browsers that ignore it.
 */
export const ANDROID_INTENT_URL = `intent://open#Intent;scheme=ycsyapp;package=${ANDROID_PACKAGE};S.browser_fallback_url=${encodeURIComponent(ANDROID_DOWNLOAD_URL)};end`;
export const IOS_STORE_URL = 'https://apps.apple.com/cn/app/id1500000000';

/** Spec §9: fall back to the download after 1.5 s on Android, 3 s on iOS, unless the page was hidden (app opened). */
export const ANDROID_FALLBACK_MS = 1500;
export const IOS_FALLBACK_MS = 3000;
/**
 * Spec §9 "one landing page uses 3 s": /jump, the open-in-app prompt (§2 lists it apart from the download, transfer
 * and share pages: a launch button and a copy-link dialog). It is the page other apps and the native app hand a
 * user to, and its launch follows a tap on 打开APP: Android then often asks which app should open the link (or
 * whether to leave the browser), and 1.5 s would send the user to the store while that question is still on screen.
 * So /jump waits 3 s on every OS; the other pages keep 1.5 s on Android. docs/learner.md "Landing pages" says the same.
 */
export const JUMP_FALLBACK_MS = 3000;

/** Query parameters of the landing links. */
export const LandingParam = { INVITE_SIGN: 'inviteSign', REDIRECT_BROWSER_CONFIG: 'redirectBrowserConfig' } as const;
