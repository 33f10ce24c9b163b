import { describe, expect, it } from 'vitest';
import { hashToken, isWellFormedToken, randomToken, safeEqual } from '../../lib/tokens.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('stores parameters, salt and hash, never the password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toContain('correct horse');
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats Unicode forms of the same password alike (NFKC)', async () => {
    const hash = await hashPassword('caf\u00e9!');
    expect(await verifyPassword('cafe\u0301!', hash)).toBe(true);
  });

  it('never matches a malformed or foreign stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$x',
      'scrypt$0$8$1$AA$AA',
      'scrypt$32768$8$1$$',
      'scrypt$1048577$8$1$AA$AA',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('whatever')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, hashed with SHA-256 for storage', () => {
    const token = randomToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(isWellFormedToken('short')).toBe(false);
    expect(isWellFormedToken(`${token.slice(0, 42)}=`)).toBe(false);
    expect(isWellFormedToken(undefined)).toBe(false);
  });

  it('compare in constant time, any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
