import { describe, expect, it } from 'vitest';
import { signupRequestSchema } from './auth.ts';

const signup = (username: string) => signupRequestSchema.safeParse({ username, email: 'a@b.co', password: 'secret1' });

describe('sign-up usernames', () => {
  it.each([
    ['a right-to-left override', 'ada\u202Egnp.exe'],
    ['a left-to-right mark', 'ada\u200Eobi'],
    ['a first-strong isolate', 'ada\u2068obi\u2069'],
    ['a zero-width space', 'ada\u200Bobi'],
    ['a zero-width joiner', 'ada\u200Dobi'],
    ['a zero-width no-break space', 'ada\uFEFFobi'],
    ['a word joiner', 'ada\u2060obi'],
  ])('refuses %s', (_name, username) => {
    expect(signup(username).error?.issues.map((issue) => issue.message)).toEqual([
      'Username must not contain invisible or text-direction characters.',
    ]);
  });

  it('normalises to NFC, so one name has one form', () => {
    const decomposed = 'Chide\u0301'; // e + combining acute accent
    expect(signup(decomposed).data?.username).toBe('Chid\u00E9');
  });

  it('checks the length before any pattern runs', () => {
    expect(signup(`${'a'.repeat(60_000)}\u202E`).error?.issues.map((issue) => issue.message)).toEqual([
      'Username must be at most 40 characters long.',
    ]);
  });
});
