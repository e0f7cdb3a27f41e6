import type { Queryable } from './user-repository';

/** Metadata of a stored upload: its random name in the upload folder, the client's name, size and uploader. */
export async function recordUpload(db: Queryable, f: { name: string; originalName: string; size: number; userId: number }) {
  await db.insertInto('sys_file').values({ name: f.name, original_name: f.originalName, size: f.size, user_id: f.userId }).execute();
}
