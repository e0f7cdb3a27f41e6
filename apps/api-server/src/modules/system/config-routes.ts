import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC_CONFIG_KEYS, Role, configBody, configExportQuery, configQuery, idList, idParam, isSecretConfigKey, systemPaths, type SysConfig } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok, table } from '../../core/envelope';
import { badRequest, forbidden, notFound, refused } from '../../core/errors';
import { parse } from '../../core/validate';
import { BusChannel } from '../../core/bus';
import { BusinessType, noteChange } from '../../core/oper-log';
import { configKeyTaken, deleteConfigs, getConfig, insertConfig, listConfigs, updateConfig } from './config-repository';
import { configValue, watchConfigChanges } from './config-store';
import { sendXlsx, type XlsxColumn } from './xlsx';
import { SIGNED_IN } from '../../core/routing';

const adminOnly = { config: { access: [Role.ADMIN] } };
/** RuoYi's operation-log title of this screen. */
const TITLE = '参数管理';
const logged = (businessType: BusinessType, plain = false) => ({ config: { access: [Role.ADMIN], operLog: { title: TITLE, businessType }, ...(plain ? { plain } : {}) } });
const byId = z.object({ configId: idParam });
const byIds = z.object({ configIds: idList });
const byKey = z.object({ configKey: configBody.shape.configKey });
/** Built-in configs (configType Y) are part of the product and cannot be deleted. */
const BUILT_IN = 'Y';

const EXPORT_COLUMNS: XlsxColumn<SysConfig>[] = [
  { header: '参数主键', value: (c) => c.configId },
  { header: '参数名称', value: (c) => c.configName, width: 30 },
  { header: '参数键名', value: (c) => c.configKey, width: 30 },
  { header: '参数键值', value: (c) => c.configValue },
  { header: '系统内置', value: (c) => (c.configType === BUILT_IN ? '是' : '否') },
];

export const SECRET_WRITE_ONLY = '该参数为密钥，只能修改，不能查看';

/**
 * Parameter settings (RuoYi `/system/config`). Admins list, read and write them; anyone signed in reads only the
 * public keys by key (issue 14 row 6: every user could read every config, secrets included). Secrets are
 * write-only for everyone: their values are only ever read inside the server.
 */
export async function configRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;
  const base = systemPaths.config;
  // This instance's config cache follows every instance's writes (issue 15).
  const unwatch = watchConfigChanges(bus, db);
  app.addHook('onClose', async () => unwatch());
  const changed = () => bus.publish(BusChannel.CONFIG_CHANGED);

  app.get(systemPaths.configList, adminOnly, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(configQuery, req.query);
    const { rows, total } = await listConfigs(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  // RuoYi-Vue puts the value in `msg` (AjaxResult.success(String)); RuoYi-Vue-Plus in `data`: answer both.
  app.get(`${systemPaths.configByKey}/:configKey`, SIGNED_IN, async (req) => {
    const { configKey } = parse(byKey, req.params);
    if (isSecretConfigKey(configKey)) throw forbidden(SECRET_WRITE_ONLY);
    if (!PUBLIC_CONFIG_KEYS.includes(configKey) && !currentUser(req).roles.includes(Role.ADMIN)) throw forbidden();
    const value = await configValue(db, configKey);
    return ok(value, value);
  });

  app.delete(systemPaths.configRefreshCache, logged(BusinessType.CLEAN), async () => {
    await changed();
    return ok();
  });

  app.get(`${base}/:configId`, adminOnly, async (req) => {
    const config = await getConfig(db, parse(byId, req.params).configId);
    if (!config) throw notFound();
    return ok(config);
  });

  app.post(base, logged(BusinessType.INSERT), async (req) => {
    const body = parse(configBody, req.body);
    if (await configKeyTaken(db, body.configKey)) throw refused(`新增参数'${body.configName}'失败，参数键名已存在`);
    const configId = await insertConfig(db, body);
    await changed();
    return ok({ configId });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const body = parse(configBody, req.body);
    if (!body.configId) throw badRequest('参数主键不能为空');
    const before = await getConfig(db, body.configId);
    if (await configKeyTaken(db, body.configKey, body.configId)) throw refused(`修改参数'${body.configName}'失败，参数键名已存在`);
    // Secrets are write-only: saving one with an empty value keeps the stored value (the console never had it).
    const keepValue = isSecretConfigKey(body.configKey) && body.configValue === '';
    if (!(await updateConfig(db, body.configId, body, keepValue))) throw notFound();
    noteChange(req, before, await getConfig(db, body.configId));
    await changed();
    return ok();
  });

  app.delete(`${base}/:configIds`, logged(BusinessType.DELETE), async (req) => {
    const { configIds } = parse(byIds, req.params);
    for (const id of configIds) {
      const config = await getConfig(db, id);
      if (config?.configType === BUILT_IN) throw refused(`内置参数【${config.configKey}】不能删除`);
    }
    await deleteConfigs(db, configIds);
    await changed();
    return ok();
  });

  app.post(systemPaths.configExport, logged(BusinessType.EXPORT, true), async (req, reply) => {
    const { rows } = await listConfigs(db, parse(configExportQuery, req.body));
    return sendXlsx(reply, '参数数据', EXPORT_COLUMNS, rows);
  });
}
