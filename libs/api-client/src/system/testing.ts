/** MSW handlers and data builders for dictionaries, config values and uploads. */
import { http, HttpResponse } from 'msw';
import { systemPaths, type DictData, type UploadResult } from '@medteach/contract';
import { apiPath, ok } from '../core/testing';

export const buildDictData = (over: Partial<DictData> = {}): DictData => ({
  dictCode: 1,
  dictSort: 0,
  dictLabel: 'A1型题',
  dictValue: '0',
  dictType: 'cmtt_exam_type',
  cssClass: '',
  listClass: 'default',
  isDefault: 'N',
  status: '0',
  remark: '',
  createTime: '2024-01-01 00:00:00',
  ...over,
});

export interface SystemHandlerOptions {
  dicts?: Record<string, DictData[]>;
  configs?: Record<string, string>;
  upload?: UploadResult;
}

export function systemHandlers(options: SystemHandlerOptions = {}) {
  return [
    http.get(apiPath(`${systemPaths.dictDataByType}/:type`), ({ params }) =>
      HttpResponse.json(ok(options.dicts?.[String(params.type)] ?? [])),
    ),
    // RuoYi puts the config value in msg.
    http.get(apiPath(`${systemPaths.configByKey}/:key`), ({ params }) =>
      HttpResponse.json({ code: 200, msg: options.configs?.[String(params.key)] ?? '' }),
    ),
    http.post(apiPath(systemPaths.upload), () =>
      HttpResponse.json(ok(options.upload ?? { url: '/file/test.png', name: 'test.png', size: 3 })),
    ),
  ];
}
