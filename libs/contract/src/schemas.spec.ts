import { describe, expect, it } from 'vitest';
import { loginBody, platformLoginBody, registerBody } from './auth-schemas';
import { idList, pageQuery } from './envelope';
import { SERVER_UPLOAD_TYPES, IMAGE_TYPES, FILE_TYPES, agreementQuery, dictDataBody, dictTypeParams } from './system';

describe('auth schemas', () => {
  it('trims the login username (spec §5) and requires both fields with Chinese messages', () => {
    expect(loginBody.parse({ username: '  student01 ', password: '123456' })).toEqual({ username: 'student01', password: '123456' });
    expect(loginBody.safeParse({ username: '   ', password: 'x' }).error?.issues[0].message).toBe('请输入账号');
    expect(loginBody.safeParse({ username: 'a' }).error?.issues[0].message).toBe('请输入密码');
  });

  it('trims the register phone and checks phone and code formats', () => {
    expect(registerBody.parse({ phone: ' 13800000001 ', code: '123456' }).phone).toBe('13800000001');
    expect(registerBody.safeParse({ phone: '23800000001', code: '123456' }).error?.issues[0].message).toBe('手机号格式不正确');
    expect(registerBody.safeParse({ phone: '13800000001', code: '12a' }).error?.issues[0].message).toBe('验证码格式不正确');
  });

  it('accepts platformType 1 as number or text only', () => {
    const data = { platformId: 'p', personId: 'u' };
    expect(platformLoginBody.parse({ data: { ...data, platformType: '1' } }).data.platformType).toBe(1);
    expect(platformLoginBody.parse({ data: { ...data, platformType: 1 } }).data.platformType).toBe(1);
    expect(platformLoginBody.safeParse({ data: { ...data, platformType: 2 } }).error?.issues[0].message).toBe('平台类型不正确');
  });
});

describe('shared schemas', () => {
  it('parses comma-joined id lists and refuses anything else', () => {
    expect(idList.parse('1,2,30')).toEqual([1, 2, 30]);
    expect(idList.safeParse('1,x').success).toBe(false);
    expect(idList.safeParse('0').success).toBe(false);
    // Past the id range: PostgreSQL's bigint overflowed on it (a 500, found by the fuzz harness).
    expect(idList.safeParse('1,99999999999999999999999').success).toBe(false);
    expect(idList.safeParse([2 ** 31 + 1]).success).toBe(false);
    expect(idList.parse(String(2 ** 31))).toEqual([2 ** 31]);
  });

  it('defaults paging to page 1 of 20 (spec §9) and coerces query text', () => {
    expect(pageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pageQuery.parse({ pageNum: '3', pageSize: '50' })).toEqual({ pageNum: 3, pageSize: 50 });
  });
});

describe('system schemas', () => {
  it('fills dictionary defaults and keeps types to safe keys', () => {
    expect(dictDataBody.parse({ dictLabel: '是', dictValue: 'Y', dictType: 'sys_yes_no' })).toMatchObject({ dictSort: 0, isDefault: 'N', status: '0', listClass: 'default' });
    expect(dictTypeParams.safeParse({ dictType: '../etc' }).error?.issues[0].message).toBe('字典类型只能包含字母、数字和下划线');
  });

  it('defaults the agreement scope to 1/1/1 (spec §2)', () => {
    expect(agreementQuery.parse({})).toEqual({ category: 1, port: 1, application: 1 });
  });

  it('accepts every client upload type on the server', () => {
    for (const ext of [...IMAGE_TYPES, ...FILE_TYPES]) expect(SERVER_UPLOAD_TYPES).toContain(ext);
  });
});
