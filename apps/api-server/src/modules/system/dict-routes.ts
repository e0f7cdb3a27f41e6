import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Role, dictDataBody, dictDataExportQuery, dictDataQuery, dictTypeParams, idList, idParam, systemPaths, type DictData } from '@medteach/contract';
import { ok, table } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
import { parse } from '../../core/validate';
import { BusChannel } from '../../core/bus';
import { BusinessType, noteChange } from '../../core/oper-log';
import { deleteDictData, getDictData, insertDictData, listDictData, updateDictData } from './dict-repository';
import { dictByType, watchDictChanges } from './dict-store';
import { sendXlsx, type XlsxColumn } from './xlsx';
import { SIGNED_IN } from '../../core/routing';

/** RuoYi's operation-log title of this screen. */
const TITLE = '字典数据';
const logged = (businessType: BusinessType, plain = false) => ({ config: { access: [Role.ADMIN], operLog: { title: TITLE, businessType }, ...(plain ? { plain } : {}) } });
const byCode = z.object({ dictCode: idParam });
const byCodes = z.object({ dictCodes: idList });

const EXPORT_COLUMNS: XlsxColumn<DictData>[] = [
  { header: '字典编码', value: (d) => d.dictCode },
  { header: '字典排序', value: (d) => d.dictSort },
  { header: '字典标签', value: (d) => d.dictLabel },
  { header: '字典键值', value: (d) => d.dictValue },
  { header: '字典类型', value: (d) => d.dictType },
  { header: '是否默认', value: (d) => (d.isDefault === 'Y' ? '是' : '否') },
  { header: '状态', value: (d) => (d.status === '0' ? '正常' : '停用') },
];

/** Dictionary data (RuoYi `/system/dict/data`): reads for any signed-in user, writes for admins. */
export async function dictRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;
  const base = systemPaths.dictData;
  // This instance's dictionary cache follows every instance's writes (issue 15).
  const unwatch = watchDictChanges(bus, db);
  app.addHook('onClose', async () => unwatch());
  const changed = () => bus.publish(BusChannel.DICT_CHANGED);

  app.get(systemPaths.dictDataList, SIGNED_IN, async (req) => {
    const { pageNum, pageSize, ...filter } = parse(dictDataQuery, req.query);
    const { rows, total } = await listDictData(db, filter, { pageNum, pageSize });
    return table(rows, total);
  });

  app.get(`${systemPaths.dictDataByType}/:dictType`, SIGNED_IN, async (req) => ok(await dictByType(db, parse(dictTypeParams, req.params).dictType)));

  app.get(`${base}/:dictCode`, SIGNED_IN, async (req) => {
    const entry = await getDictData(db, parse(byCode, req.params).dictCode);
    if (!entry) throw notFound();
    return ok(entry);
  });

  app.post(base, logged(BusinessType.INSERT), async (req) => {
    const dictCode = await insertDictData(db, parse(dictDataBody, req.body));
    await changed();
    return ok({ dictCode });
  });

  app.put(base, logged(BusinessType.UPDATE), async (req) => {
    const body = parse(dictDataBody, req.body);
    if (!body.dictCode) throw badRequest('字典编码不能为空');
    const before = await getDictData(db, body.dictCode);
    if (!(await updateDictData(db, body.dictCode, body))) throw notFound();
    noteChange(req, before, await getDictData(db, body.dictCode));
    await changed();
    return ok();
  });

  app.delete(`${base}/:dictCodes`, logged(BusinessType.DELETE), async (req) => {
    await deleteDictData(db, parse(byCodes, req.params).dictCodes);
    await changed();
    return ok();
  });

  app.post(systemPaths.dictDataExport, logged(BusinessType.EXPORT, true), async (req, reply) => {
    const { rows } = await listDictData(db, parse(dictDataExportQuery, req.body));
    return sendXlsx(reply, '字典数据', EXPORT_COLUMNS, rows);
  });
}
