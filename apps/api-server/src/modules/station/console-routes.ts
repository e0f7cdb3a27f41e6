import type { FastifyInstance } from 'fastify';
import { deviceKeyBody, idParam, maskNamesBody, stationActionBody, stationPaths } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { notFound } from '../../core/errors';
import { BusinessType } from '../../core/oper-log';
import { parse } from '../../core/validate';
import { applyStationAction, consoleStation } from './call-console';
import { publishExaminee } from './dashboard-feed';
import { consoleExams, setMaskNames } from './exam-repository';
import { stationHub } from './hub';
import { issueDeviceKey, revokeDeviceKey } from './pairing';
import { CALL_CONSOLE_ADMINS } from './console-access';

const CONSOLE = { config: { access: CALL_CONSOLE_ADMINS } };
/** The console's writes in the operation log: calls and settings are edits, pairing a display grants it, revoking ends its screens. */
const logged = (businessType: BusinessType) => ({ config: { access: CALL_CONSOLE_ADMINS, operLog: { title: '考站叫号', businessType } } });

/** The call console (spec §7): exams and stations, call / start / pass / end, display pairing and name masking. */
export async function consoleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const hub = stationHub(app.ctx);

  app.get(stationPaths.consoleExams, CONSOLE, async () => ok(await consoleExams(db)));

  app.get(`${stationPaths.consoleStation}/:stationId`, CONSOLE, async (req) => {
    const stationId = parse(idParam, (req.params as { stationId?: string }).stationId);
    return ok(await consoleStation(db, hub, stationId));
  });

  app.post(stationPaths.consoleAction, logged(BusinessType.UPDATE), async (req) => {
    const body = parse(stationActionBody, req.body);
    const result = await applyStationAction(db, hub, currentUser(req).userId, body);
    // The exam-day dashboards follow after the displays (the displays' event is already sent); a failure only delays them.
    publishExaminee(db, hub, body.examineeId).catch((err: unknown) => req.log.warn({ err }, 'dashboard patch not sent'));
    return ok(result);
  });

  /** Issues a display's key (shown once); a previous key stops working and its screens are disconnected. */
  app.post(stationPaths.consoleDeviceKey, logged(BusinessType.GRANT), async (req) => {
    const { codeAddress } = parse(deviceKeyBody, req.body);
    const issued = await issueDeviceKey(db, codeAddress);
    if (!issued) throw notFound('设备不存在');
    hub.disconnectDevice(codeAddress);
    return ok(issued);
  });

  app.post(stationPaths.consoleDeviceKeyRevoke, logged(BusinessType.FORCE), async (req) => {
    const { codeAddress } = parse(deviceKeyBody, req.body);
    if (!(await revokeDeviceKey(db, codeAddress))) throw notFound('设备不存在');
    hub.disconnectDevice(codeAddress);
    return ok();
  });

  app.post(stationPaths.consoleMaskNames, logged(BusinessType.UPDATE), async (req) => {
    const { stationId, maskNames } = parse(maskNamesBody, req.body);
    if (!(await setMaskNames(db, stationId, maskNames))) throw notFound('考站不存在');
    // The screens mask on the server: they fetch the names again as they are now to be shown.
    hub.stationsChanged([stationId]);
    return ok();
  });
}
