import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { BCRYPT_ROUNDS, PRODUCTION_BCRYPT_ROUNDS, passwords, testHashCost } from './password-pool';

describe('bcrypt cost', () => {
  it('is 10 in every deployment: PASSWORD_HASH_COST counts only under NODE_ENV=test', () => {
    expect(PRODUCTION_BCRYPT_ROUNDS).toBe(10);
    expect(testHashCost({ PASSWORD_HASH_COST: '4' })).toBeUndefined();
    expect(testHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '4' })).toBeUndefined();
    expect(testHashCost({ NODE_ENV: 'development', PASSWORD_HASH_COST: '4' })).toBeUndefined();
  });

  it('takes a test cost between bcrypt minimum and the production cost, nothing else', () => {
    expect(testHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' })).toBe(4);
    expect(testHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '3' })).toBeUndefined();
    expect(testHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '12' })).toBeUndefined();
    expect(testHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'x' })).toBeUndefined();
    expect(testHashCost({ NODE_ENV: 'test' })).toBeUndefined();
  });

  it('new hashes carry the cost in use, and hashes of any cost still verify', async () => {
    const hash = await passwords.hash('s3cret-Pass');
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_ROUNDS);
    const production = bcrypt.hashSync('s3cret-Pass', PRODUCTION_BCRYPT_ROUNDS);
    await expect(passwords.check('s3cret-Pass', production)).resolves.toBe(true);
    await expect(passwords.check('wrong', production)).resolves.toBe(false);
  });
});
