import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Popup } from 'antd-mobile';
import { commerceQueries, recordInviteOpen } from '@medteach/api-client';
import { copyText, toast } from '@medteach/ui-kit';
import { detectBrowser } from './browser';
import { JUMP_FALLBACK_MS, LandingParam } from './constants';
import { launchTargets, pageNavigator, tryOpenApp } from './launch';
import { openAppText } from './messages';
import { useWechatOpenTag } from './use-wechat-open-tag';
import { WechatLaunchButton } from './WechatLaunchButton';
import styles from './open-app.module.css';

export type LandingKind = 'download' | 'jump' | 'invite';

const TITLES: Record<LandingKind, string> = { download: openAppText.downloadTitle, jump: openAppText.jumpTitle, invite: openAppText.inviteTitle };
/** `redirectBrowserConfig=0` turns the in-app mask off (a link whose in-app browser can open the app itself). */
const MASK_OFF = '0';

/**
 * Download / open-in-app / invite pages (spec §2, §4; docs/learner.md "Landing pages"). In an in-app
 * browser: the mask with 请复制链接地址，去外部浏览器中打开 and a copy button. Elsewhere on a phone: try the app, fall
 * back to the download (1.5 s Android, 3 s iOS; /jump 3 s everywhere, see JUMP_FALLBACK_MS) unless the page was
 * hidden. A link with an invite (`inviteSign` on /invite, /share and the three download pages; spec §2) is checked
 * with the server: a valid one first offers to copy the invite code (dialog 提示 / 复制), then the popup with
 * 打开看看; an invalid one skips the copy step.
 * Inside WeChat, when the server signs a JS-SDK config, WeChat's own open-app tag replaces the mask; the mask comes
 * back whenever the tag cannot be used or reports an error.
 */
export function OpenAppPage({ kind }: { kind: LandingKind }) {
  const [params] = useSearchParams();
  const browser = useMemo(() => detectBrowser(navigator.userAgent), []);
  const inviteSign = params.get(LandingParam.INVITE_SIGN) ?? '';
  const masked = !!browser.inApp && params.get(LandingParam.REDIRECT_BROWSER_CONFIG) !== MASK_OFF;
  const onPhone = browser.os !== 'other';
  const launchAppId = useWechatOpenTag(masked && browser.inApp === 'wechat');
  const [openTagFailed, setOpenTagFailed] = useState(false);
  const onOpenTagError = useCallback(() => setOpenTagFailed(true), []);
  const openTagAppId = openTagFailed ? null : launchAppId;
  const showMask = masked && !openTagAppId;
  // /jump carries inviteSign only to hand it to the app (its open tag's extinfo); it has no copy step of its own.
  const hasInvite = kind !== 'jump' && !!inviteSign;
  const invite = useQuery({ ...commerceQueries.invite(inviteSign), enabled: hasInvite });
  const inviteValid = invite.data === true;
  // Copy step only for a valid invite; everything else may try the app as soon as the page is up.
  const waitsForCopy = hasInvite && (invite.isLoading || inviteValid);
  const [copyDialog, setCopyDialog] = useState(true);
  const [copiedPopup, setCopiedPopup] = useState(false);
  const [linkDialog, setLinkDialog] = useState(false);

  const fallbackMs = kind === 'jump' ? JUMP_FALLBACK_MS : undefined;
  // A tap's pending download is cancelled when the page goes away (as the automatic try's is by its effect).
  const cancelTap = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelTap.current?.(), []);
  useEffect(() => {
    if (masked || !onPhone || waitsForCopy) return;
    return tryOpenApp(browser.os, undefined, fallbackMs);
  }, [masked, onPhone, waitsForCopy, browser.os, fallbackMs]);

  useEffect(() => {
    if (inviteValid) void recordInviteOpen(inviteSign).catch(() => undefined); // counting is best effort
  }, [inviteValid, inviteSign]);

  const copyLink = async () => toast((await copyText(window.location.href)) ? openAppText.copiedOpenInBrowser : openAppText.copyFailed);
  const copyInvite = async () => {
    setCopyDialog(false);
    if (await copyText(inviteSign)) {
      toast(openAppText.copied);
      setCopiedPopup(true);
    } else {
      toast(openAppText.copyFailed);
    }
  };
  const openApp = () => {
    if (!onPhone) return pageNavigator.go(launchTargets('android').downloadUrl);
    cancelTap.current?.();
    cancelTap.current = tryOpenApp(browser.os, undefined, fallbackMs);
  };

  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <div className={styles.logo} aria-hidden>
          圣
        </div>
        <h1 className={styles.name}>{TITLES[kind]}</h1>
        <div className={styles.actions}>
          {openTagAppId ? (
            <WechatLaunchButton appId={openTagAppId} extinfo={inviteSign} label={openAppText.openApp} onError={onOpenTagError} />
          ) : (
            <Button block color="primary" size="large" onClick={openApp}>
              {kind === 'download' ? openAppText.download : openAppText.openApp}
            </Button>
          )}
          {kind === 'jump' && (
            <Button block fill="outline" color="primary" onClick={() => setLinkDialog(true)}>
              {openAppText.copy}
            </Button>
          )}
          {onPhone && (
            <a href={launchTargets(browser.os).downloadUrl} data-testid="download-link">
              {openAppText.download}
            </a>
          )}
        </div>
      </section>

      {showMask && (
        <div className={styles.mask} role="dialog" aria-label={openAppText.openInBrowser}>
          <span className={styles.arrow} aria-hidden>
            ↗
          </span>
          <p className={styles.maskText}>{openAppText.openInBrowser}</p>
          <Button className={styles.maskButton} color="primary" onClick={copyLink}>
            {openAppText.copy}
          </Button>
        </div>
      )}

      {!masked && hasInvite && inviteValid && (
        <Dialog
          visible={copyDialog}
          title={openAppText.dialogTitle}
          content={inviteSign}
          actions={[{ key: 'copy', text: openAppText.copy, onClick: copyInvite }]}
        />
      )}
      <Dialog
        visible={linkDialog}
        title={openAppText.dialogTitle}
        content={window.location.href}
        onClose={() => setLinkDialog(false)}
        actions={[
          [
            { key: 'copy', text: openAppText.copy, onClick: () => void copyLink().finally(() => setLinkDialog(false)) },
            { key: 'ok', text: openAppText.ok, onClick: () => setLinkDialog(false) },
          ],
        ]}
      />
      <Popup visible={copiedPopup} onMaskClick={() => setCopiedPopup(false)}>
        <section style={{ padding: 24, textAlign: 'center' }} role="dialog" aria-label={openAppText.inviteCopied}>
          <p className={styles.tip}>{openAppText.inviteCopied}</p>
          <Button block color="primary" onClick={openApp}>
            {openAppText.openAndSee}
          </Button>
        </section>
      </Popup>
    </main>
  );
}
