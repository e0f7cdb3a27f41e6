import { forwardTarget, ownerOf, LEGACY_ROUTE_OWNERS } from './legacy-routes';

const at = (hash: string, search = '') => forwardTarget({ hash, search });

describe('legacy link forwarding', () => {
  it('sends a teaching route to the teaching app, keeping the query', () => {
    expect(at('#/teachProcess?planDetailId=1')).toBe('/teaching/#/teachProcess?planDetailId=1');
  });

  it.each([
    ['#/subjectHomeWork?name=topic&studyBankId=3', '/learner/#/subjectHomeWork?name=topic&studyBankId=3'],
    ['#/Alipay?payStatus=1', '/learner/#/Alipay?payStatus=1'],
    ['#/wait?codeAddress=A-01', '/station/#/wait?codeAddress=A-01'],
    ['#/paper?codeAddress=A-01', '/station/#/paper?codeAddress=A-01'],
    ['#/invite?inviteSign=abc', '/landing/#/invite?inviteSign=abc'],
    ['#/clinicalDownload', '/landing/#/clinicalDownload'],
    ['#/scoreReport?type=2&paperId=4', '/teaching/#/scoreReport?type=2&paperId=4'],
  ])('%s → %s', (hash, target) => {
    expect(at(hash)).toBe(target);
  });

  it('opens the learner home for an empty hash, as the old root did', () => {
    expect(at('')).toBe('/learner/#/goods');
    expect(at('#/')).toBe('/learner/#/goods');
    expect(at('#/?token=t1')).toBe('/learner/#/goods?token=t1');
  });

  it('sends unknown routes to the learner 404 page', () => {
    expect(at('#/nope?x=1')).toBe('/learner/#/404');
    expect(at('#/teachProcess/extra')).toBe('/learner/#/404');
  });

  it('keeps a query that sits before the hash', () => {
    expect(at('#/goods?id=7', '?token=abc')).toBe('/learner/?token=abc#/goods?id=7');
  });

  it('matches routes case-insensitively like the old router, keeping the path as written', () => {
    expect(at('#/alipay')).toBe('/learner/#/alipay');
    expect(at('#/CLASSSCHEDULE')).toBe('/teaching/#/CLASSSCHEDULE');
  });

  it('forwards /redirect/<path> to the owner of <path>', () => {
    expect(ownerOf('/redirect/clocking')).toBe('teaching');
    expect(at('#/redirect/clocking?planDetailId=2')).toBe('/teaching/#/redirect/clocking?planDetailId=2');
  });

  it('gives every route exactly one owner', () => {
    const all = Object.values(LEGACY_ROUTE_OWNERS).flat().map((r) => r.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });
});
