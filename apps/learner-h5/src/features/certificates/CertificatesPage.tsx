/** 我的证书 (issue 18, 我的 tab): the signed-in student's course certificates. */
export default function CertificatesPage() {
  return null;
}
