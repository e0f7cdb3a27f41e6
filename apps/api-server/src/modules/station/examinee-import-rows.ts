import { EXAMINEE_MAX_ORDER, EXAMINEE_NAME_MAX, EXAMINEE_NUMBER_MAX, type ImportRowError } from '@medteach/contract';
import type { ImportUnit, SheetRow } from '../system/xlsx-import';

/** One examinee row of the sheet, checked: `examineeId` set when it updates a stored examinee of the station. */
export interface ImportedExaminee {
  examineeId: number | null;
  stationId: number;
  batch: number;
  seq: number;
  realName: string;
  jobNumber: string;
  plannedAt: string | null;
}

/** A stored examinee of the exam, as the check needs it. */
export interface StoredExaminee {
  examineeId: number;
  stationId: number;
  batch: number;
  seq: number;
  jobNumber: string;
  status: string;
}

export interface ExamineeImportLookups {
  /** The exam's stations by name. */
  stations: Map<string, number>;
  stored: StoredExaminee[];
}

const COL = { name: '姓名', number: '学号/工号', station: '考站', batch: '批次', seq: '序号', planned: '计划时间' } as const;
/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A planned time as typed (`2026-12-01 08:30`, `2026/12/1 8:30`, with seconds) or as Excel stores a date-time cell (a
 * day number), as `YYYY-MM-DD HH:mm`; null for an empty cell; undefined when it is not a real time.
 */
export function parsePlannedAt(text: string): string | null | undefined {
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    if (serial < 1 || serial > 2958465) return undefined; // up to 9999-12-31
    const d = new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS / 60_000) * 60_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  }
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

const positive = (text: string) => (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= EXAMINEE_MAX_ORDER ? Number(text) : undefined);

/**
 * Checks every row of an examinee sheet for one exam: required cells, the station by name within the exam, batch and
 * seq, the planned time, and that a 学号/工号 and a batch+seq are each taken once per station — in the file and among the
 * stored examinees. A stored 学号/工号 is updated in place when `updateSupport` (unless it is being called or examined).
 */
export function checkExamineeRows(rows: SheetRow[], lookups: ExamineeImportLookups, updateSupport: boolean): { units: ImportUnit<ImportedExaminee>[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const units: ImportUnit<ImportedExaminee>[] = [];
  const byNumber = new Map(lookups.stored.map((x) => [`${x.stationId}|${x.jobNumber}`, x]));
  const byOrder = new Map(lookups.stored.map((x) => [`${x.stationId}|${x.batch}|${x.seq}`, x]));
  const numbersInFile = new Map<string, number>();
  const ordersInFile = new Map<string, number>();

  for (const { row, cells } of rows) {
    const fail = (column: string, reason: string) => errors.push({ row, column, reason });
    const before = errors.length;
    const realName = cells[COL.name] ?? '';
    const jobNumber = cells[COL.number] ?? '';
    const stationName = cells[COL.station] ?? '';
    if (!realName) fail(COL.name, '姓名不能为空');
    else if (realName.length > EXAMINEE_NAME_MAX) fail(COL.name, `姓名长度不能超过${EXAMINEE_NAME_MAX}个字符`);
    if (!jobNumber) fail(COL.number, '学号/工号不能为空');
    else if (jobNumber.length > EXAMINEE_NUMBER_MAX) fail(COL.number, `学号/工号长度不能超过${EXAMINEE_NUMBER_MAX}个字符`);
    const stationId = lookups.stations.get(stationName);
    if (!stationName) fail(COL.station, '考站不能为空');
    else if (stationId === undefined) fail(COL.station, `考站'${stationName}'不存在于所选考试`);
    const batch = positive(cells[COL.batch] ?? '');
    if (batch === undefined) fail(COL.batch, `批次必须是 1 到 ${EXAMINEE_MAX_ORDER} 的整数`);
    const seq = positive(cells[COL.seq] ?? '');
    if (seq === undefined) fail(COL.seq, `序号必须是 1 到 ${EXAMINEE_MAX_ORDER} 的整数`);
    const plannedAt = parsePlannedAt(cells[COL.planned] ?? '');
    if (plannedAt === undefined) fail(COL.planned, '计划时间格式应为 YYYY-MM-DD HH:mm');
    if (errors.length > before || stationId === undefined || batch === undefined || seq === undefined || plannedAt === undefined) continue;

    const numberKey = `${stationId}|${jobNumber}`;
    const orderKey = `${stationId}|${batch}|${seq}`;
    const firstNumber = numbersInFile.get(numberKey);
    if (firstNumber !== undefined) fail(COL.number, `与第 ${firstNumber} 行的学号/工号重复（同一考站）`);
    else numbersInFile.set(numberKey, row);
    const firstOrder = ordersInFile.get(orderKey);
    if (firstOrder !== undefined) fail(COL.seq, `与第 ${firstOrder} 行的批次和序号重复（同一考站）`);
    else ordersInFile.set(orderKey, row);

    const stored = byNumber.get(numberKey);
    if (stored && !updateSupport) fail(COL.number, `该考站已有学号/工号为'${jobNumber}'的考生`);
    else if (stored && (stored.status === 'called' || stored.status === 'inProgress')) fail(COL.number, '该考生正在叫号或考试中，不能更新');
    const holder = byOrder.get(orderKey);
    if (holder && holder.examineeId !== stored?.examineeId) fail(COL.seq, `该考站第 ${batch} 批次序号 ${seq} 已有考生`);
    if (errors.length > before) continue;

    units.push({ rows: [row], value: { examineeId: stored?.examineeId ?? null, stationId, batch, seq, realName, jobNumber, plannedAt } });
  }
  return { units, errors };
}
