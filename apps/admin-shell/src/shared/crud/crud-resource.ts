/**
 * One RuoYi admin resource as the console calls it — the routes api-server's `registerAdminResource` serves:
 * `GET <listPath>` (a page of rows), `POST <base>` (新增), `PUT <base>` (修改: the body carries the id),
 * `DELETE <base>/<id,id,…>` and, when the resource has one, `POST <exportPath>` (the filtered list as xlsx).
 * A feature's api.ts names the paths, the contract types and its list key once; its mutations keep their own
 * `meta.invalidates`.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut, apiTable, download } from '@medteach/api-client';

/** A list filter with RuoYi's paging. */
export type Paged<F> = F & { pageNum: number; pageSize: number };

export interface CrudResourceSpec<Body, Filter> {
  /** Where 新增 (POST) and 修改 (PUT) go, and `<base>/<ids>` deletes. */
  base: string;
  listPath: string;
  /** The body's id: set → 修改, unset → 新增 (the `rowKey` of CrudList and ResourceList). */
  idName: keyof Body & string;
  /** The list's key from the feature's key factory: the feature's writes invalidate a prefix of it. */
  listKey: (params: Paged<Filter>) => QueryKey;
}

export interface XlsxExportSpec {
  exportPath: string;
  /** RuoYi's file name: `user` saves `user_<timestamp>.xlsx`. */
  exportName: string;
}

function listQuery<Row, Filter>(listPath: string, listKey: (params: Paged<Filter>) => QueryKey) {
  return (params: Paged<Filter>) => queryOptions({ queryKey: listKey(params), queryFn: ({ signal }) => apiTable<Row>(listPath, params, { signal }) });
}

/** `Created`: what 新增 answers (RuoYi's `{ <idName>: id }` where a page needs the new id). */
export interface CrudResource<Row, Body, Filter, Created = unknown> {
  /** Query options of one page of the list. */
  list: ReturnType<typeof listQuery<Row, Filter>>;
  create: (body: Body) => Promise<Created>;
  update: (body: Body) => Promise<unknown>;
  /** 新增 or 修改 by the body's id: what the edit dialog sends (like remove, it reads its first argument only). */
  save: (body: Body) => Promise<unknown>;
  /**
   * Deletes the rows in one call. Takes the ids only: as a mutationFn it is also handed React Query's context
   * (with the mutation's meta), which must not become the request's query.
   */
  remove: (ids: readonly number[]) => Promise<void>;
}

export interface CrudResourceWithExport<Row, Body, Filter, Created = unknown> extends CrudResource<Row, Body, Filter, Created> {
  /** Saves the filtered list as xlsx; false when the server refused (the request layer has said why). */
  exportXlsx: (filter: Filter) => Promise<boolean>;
}

export function crudResource<Row, Body, Filter, Created = unknown>(spec: CrudResourceSpec<Body, Filter> & XlsxExportSpec): CrudResourceWithExport<Row, Body, Filter, Created>;
export function crudResource<Row, Body, Filter, Created = unknown>(spec: CrudResourceSpec<Body, Filter>): CrudResource<Row, Body, Filter, Created>;
export function crudResource<Row, Body, Filter, Created = unknown>(
  spec: CrudResourceSpec<Body, Filter> & Partial<XlsxExportSpec>,
): CrudResource<Row, Body, Filter, Created> | CrudResourceWithExport<Row, Body, Filter, Created> {
  const create = (body: Body) => apiPost<Created>(spec.base, body);
  const update = (body: Body) => apiPut<unknown>(spec.base, body);
  const resource: CrudResource<Row, Body, Filter, Created> = {
    list: listQuery<Row, Filter>(spec.listPath, spec.listKey),
    create,
    update,
    save: (body) => (body[spec.idName] ? update(body) : create(body)),
    remove: (ids) => apiDelete(`${spec.base}/${ids.join(',')}`),
  };
  const { exportPath, exportName } = spec;
  if (exportPath === undefined || exportName === undefined) return resource;
  return { ...resource, exportXlsx: (filter: Filter) => download(exportPath, filter as object, `${exportName}_${Date.now()}.xlsx`) };
}
