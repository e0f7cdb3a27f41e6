import { http as mswHttp, HttpResponse } from 'msw';
import { apiPath, fail, setupMswServer, systemHandlers, setupTestApi } from '../testing';
import { download, readBlobText } from './download';
import { DOWNLOAD_FAILED_TEXT, DOWNLOAD_LOADING_TEXT } from './messages';
import { uploadFile, validateFiles, validateImages } from './upload';

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe('upload validation (spec §5)', () => {
  it('accepts png/jpg/jpeg images under 5 MB, any case', () => {
    expect(validateImages([file('a.PNG'), file('b.jpg'), file('c.jpeg', 5 * MB - 1)])).toBeNull();
  });
  it('rejects other image types with the exact message', () => {
    expect(validateImages([file('a.gif')])).toBe('文件格式不正确, 请上传png/jpg/jpeg图片格式文件!');
    expect(validateImages([file('noext')])).toBe('文件格式不正确, 请上传png/jpg/jpeg图片格式文件!');
  });
  it('rejects images of 5 MB or more', () => {
    expect(validateImages([file('a.png', 5 * MB)])).toBe('上传头像图片大小不能超过 5 MB!');
  });
  it('limits the count to 5, counting files already in the field', () => {
    expect(validateImages(Array.from({ length: 6 }, (_, i) => file(`${i}.png`)))).toBe('上传文件数量不能超过 5 个!');
    expect(validateFiles([file('a.pdf'), file('b.pdf')], {}, 4)).toBe('上传文件数量不能超过 5 个!');
  });
  it('files: doc/xls/ppt/txt/pdf by default, with their own messages', () => {
    expect(validateFiles([file('a.doc'), file('b.PDF')])).toBeNull();
    expect(validateFiles([file('a.exe')])).toBe('文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!');
    expect(validateFiles([file('a.pdf', 6 * MB)])).toBe('上传文件大小不能超过 5 MB!');
  });
  it('honours per-field rules', () => {
    expect(validateFiles([file('a.xlsx', 11 * MB)], { types: ['xlsx'], maxMb: 10 })).toBe('上传文件大小不能超过 10 MB!');
  });
});

describe('uploadFile', () => {
  const server = setupMswServer(...systemHandlers({ upload: { url: '/file/x.png', name: 'x.png', size: 4 } }));
  const api = setupTestApi();

  it('posts multipart and resolves data.url', async () => {
    let field: FormDataEntryValue | null = null;
    server.use(
      mswHttp.post(apiPath('/file/upload'), async ({ request }) => {
        field = (await request.formData()).get('file');
        return HttpResponse.json({ code: 200, msg: 'ok', data: { url: '/file/x.png', name: 'x.png', size: 4 } });
      }),
    );
    const result = await uploadFile(new Blob(['abcd'], { type: 'image/png' }), 'x.png');
    expect(result.url).toBe('/file/x.png');
    expect(field).not.toBeNull();
  });
  it('shows the server msg when the code is not 200', async () => {
    server.use(mswHttp.post(apiPath('/file/upload'), () => HttpResponse.json(fail(500, '文件类型不支持'))));
    await expect(uploadFile(new Blob(['x']), 'x.exe')).rejects.toMatchObject({ kind: 'business' });
    expect(api.notifier.messages('error')).toEqual(['文件类型不支持']);
  });
});

describe('download', () => {
  const server = setupMswServer();
  const api = setupTestApi();

  it('posts form-encoded params under a loading mask and saves the blob', async () => {
    let body = '';
    let type: string | null = '';
    server.use(
      mswHttp.post(apiPath('/system/config/export'), async ({ request }) => {
        body = await request.text();
        type = request.headers.get('Content-Type');
        return new HttpResponse('xlsx-bytes', { headers: { 'Content-Type': 'application/vnd.ms-excel' } });
      }),
    );
    const save = vi.fn();
    expect(await download('/system/config/export', { configName: '主题', empty: '' }, 'config.xlsx', save)).toBe(true);
    expect(body).toBe('configName=%E4%B8%BB%E9%A2%98');
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(save).toHaveBeenCalledTimes(1);
    expect(await readBlobText(save.mock.calls[0][0])).toBe('xlsx-bytes');
    expect(save.mock.calls[0][1]).toBe('config.xlsx');
    expect(api.notifier.calls.map((c) => c.kind)).toEqual(['loading', 'loadingClosed']);
    expect(api.notifier.calls[0].message).toBe(DOWNLOAD_LOADING_TEXT);
  });
  it('a JSON blob is an error body: its message is shown, nothing saved', async () => {
    server.use(mswHttp.post(apiPath('/export'), () => HttpResponse.json(fail(500, '导出数据过多'))));
    const save = vi.fn();
    expect(await download('/export', {}, 'a.xlsx', save)).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(api.notifier.messages('error')).toEqual(['导出数据过多']);
  });
  it('any failure shows 下载文件出现错误，请联系管理员！ and closes the mask', async () => {
    server.use(mswHttp.post(apiPath('/export'), () => HttpResponse.error()));
    expect(await download('/export', {}, 'a.xlsx', vi.fn())).toBe(false);
    expect(api.notifier.messages('error')).toEqual([DOWNLOAD_FAILED_TEXT]);
    expect(api.notifier.calls.at(-1)?.kind).toBe('loadingClosed');
  });
});
