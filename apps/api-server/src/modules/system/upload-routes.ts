import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_MAX_MB, systemPaths, type UploadResult } from '@medteach/contract';
import { currentUser } from '../../core/context';
import { ok } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { contentMatches, uploadExtension } from './file-type';
import { nowText } from '../../db/db';
import { forgetUploads, type UploadRecord } from './upload-repository';
import { SIGNED_IN } from '../../core/routing';
import { scheduleUploadCleanup } from './upload-cleanup';
import { assertDiskRoom, recordWithinUploadLimits } from './upload-limits';
import { newUploadName } from './upload-names';

/** The multipart field RuoYi's upload components send. */
export const UPLOAD_FIELD = 'file';
/** Public URL prefix of stored files (served by app.ts from config.uploadDir). */
export const FILE_URL_PREFIX = '/file/';

// Spec §5 upload messages.
export const WRONG_TYPE = '文件格式不正确';
export const TOO_LARGE = `上传文件大小不能超过 ${UPLOAD_MAX_MB} MB!`;
export const TOO_MANY = `上传文件数量不能超过 ${UPLOAD_MAX_FILES} 个!`;
export const NO_FILE = '请选择要上传的文件';

interface Received {
  originalName: string;
  ext: string;
  data: Buffer;
}

export const TOO_MANY_FIELDS = '上传请求的表单字段过多';

/** Reads every part first: if any file is refused, nothing is stored. */
async function receiveFiles(req: FastifyRequest): Promise<Received[]> {
  if (!req.isMultipart()) throw badRequest(NO_FILE);
  const files: Received[] = [];
  try {
    // preservePath: keep the client's name as sent, so path tricks are seen and refused rather than silently trimmed.
    for await (const part of req.parts({ preservePath: true, limits: { files: UPLOAD_MAX_FILES, fileSize: UPLOAD_MAX_BYTES } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw badRequest(NO_FILE);
      const ext = uploadExtension(part.filename);
      if (!ext) throw badRequest(WRONG_TYPE);
      const data = await part.toBuffer();
      // Spec: "under 5 MB"; a file of exactly the limit passes the stream limit, so check here too.
      if (data.length >= UPLOAD_MAX_BYTES) throw badRequest(TOO_LARGE);
      if (!contentMatches(ext, data)) throw badRequest(WRONG_TYPE);
      files.push({ originalName: part.filename, ext, data });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw badRequest(TOO_MANY);
    // More than the 20 form fields app.ts allows (or parts): the parser stops and destroys the stream, which the
    // loop sees as a premature close (issue 14 row 10: was an unhandled 500).
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'ERR_STREAM_PREMATURE_CLOSE') throw badRequest(TOO_MANY_FIELDS);
    throw err;
  }
  if (!files.length) throw badRequest(NO_FILE);
  return files;
}

/**
 * `POST /file/upload`: stores files under random names in the file store; answers `data.url` (spec §7). Within the
 * account's quota and rate (upload-limits.ts) and the disk's reserve; uploads nothing refers to are removed later
 * (upload-cleanup.ts).
 */
export async function uploadRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post(systemPaths.upload, SIGNED_IN, async (req) => {
    const user = currentUser(req);
    const files = await receiveFiles(req);
    // Read at request time: the store is the deployment's (local folder, or object storage behind the interface).
    const store = app.ctx.files;
    if (store.space) await assertDiskRoom(db, await store.space(), files.reduce((sum, f) => sum + f.data.length, 0));

    // Rows first (within the account's limits), then the files: a file is never in the store without its row, so the
    // cleanup knows every one.
    const at = nowText();
    const records: (UploadRecord & { data: Buffer })[] = files.map((f) => ({ name: newUploadName(f.ext), originalName: f.originalName, size: f.data.length, userId: user.userId, at, data: f.data }));
    await recordWithinUploadLimits(db, user, records.map(({ data: _data, ...record }) => record));
    try {
      for (const r of records) await store.put(r.name, r.data);
    } catch (err) {
      const names = records.map((r) => r.name);
      await Promise.all(names.map((name) => store.remove(name).catch(() => undefined)));
      await forgetUploads(db, names);
      throw err;
    }
    const stored: UploadResult[] = records.map((r) => ({ url: `${FILE_URL_PREFIX}${r.name}`, name: r.originalName, size: r.size }));
    return ok<UploadResult>(stored.length > 1 ? { ...stored[0], files: stored } : stored[0]);
  });

  scheduleUploadCleanup(app);
}
