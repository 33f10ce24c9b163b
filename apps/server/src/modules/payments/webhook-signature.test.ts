import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, signWebhook } from './webhook-signature.ts';

const SECRET = 'sk_test_owambe_webhook_vector';
const BODY =
  '{"event":"charge.success","data":{"reference":"OWB-TEST-0001","amount":1500000,"currency":"NGN","status":"success"}}';
// Computed once with node:crypto and written down, so a change of algorithm or encoding fails here.
const BODY_SIGNATURE =
  '86f6d8581d6aa927d666f5fd28759063ddbc789d1ee95b1ec9e0050d3dfce10748251caff89b9a25ef2b8f6bc09c44d7433271205ccf3df0a10c5edcb632b843';

describe('signWebhook', () => {
  it('is HMAC-SHA512 of the raw body keyed by the secret, in lowercase hex', () => {
    expect(signWebhook(BODY, SECRET)).toBe(createHmac('sha512', SECRET).update(BODY).digest('hex'));
    expect(signWebhook(BODY, SECRET)).toBe(BODY_SIGNATURE);
  });

  it('matches the published HMAC-SHA512 example', () => {
    expect(signWebhook('The quick brown fox jumps over the lazy dog', 'key')).toBe(
      'b42af09057bac1e2d41708e48a902e09b5ff7f12ab428a4fe86653c73dd248fb82f948a549f7b791a5b41915ee4d1ec3935357e4e2317250d0372afa2ebeeb3a',
    );
  });

  it('signs the bytes as sent, so re-serialised JSON gets another signature', () => {
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(signWebhook(reformatted, SECRET)).not.toBe(BODY_SIGNATURE);
  });
});

describe('isValidWebhookSignature', () => {
  it('accepts the signature Paystack sends', () => {
    expect(isValidWebhookSignature(BODY, BODY_SIGNATURE, SECRET)).toBe(true);
  });

  it('accepts the same digest in upper case (same bytes; Paystack itself sends lower case)', () => {
    expect(isValidWebhookSignature(BODY, BODY_SIGNATURE.toUpperCase(), SECRET)).toBe(true);
  });

  it('rejects a signature made with another key or over another body', () => {
    expect(isValidWebhookSignature(BODY, signWebhook(BODY, 'sk_test_someone_else'), SECRET)).toBe(false);
    expect(isValidWebhookSignature(BODY.replace('1500000', '1'), BODY_SIGNATURE, SECRET)).toBe(false);
  });

  it('checks the raw body exactly: one added newline breaks the signature', () => {
    expect(isValidWebhookSignature(`${BODY}\n`, BODY_SIGNATURE, SECRET)).toBe(false);
  });

  it('rejects one changed character', () => {
    const last = BODY_SIGNATURE.at(-1) === '0' ? '1' : '0';
    expect(isValidWebhookSignature(BODY, `${BODY_SIGNATURE.slice(0, -1)}${last}`, SECRET)).toBe(false);
  });

  it('rejects a missing or non-string signature', () => {
    for (const signature of [undefined, null, '', 42, [BODY_SIGNATURE], { BODY_SIGNATURE }]) {
      expect(isValidWebhookSignature(BODY, signature, SECRET)).toBe(false);
    }
  });

  it('rejects a signature of another length without throwing', () => {
    expect(isValidWebhookSignature(BODY, BODY_SIGNATURE.slice(0, -2), SECRET)).toBe(false);
    expect(isValidWebhookSignature(BODY, `${BODY_SIGNATURE}00`, SECRET)).toBe(false);
    // A SHA-256 HMAC (64 hex characters) of the right body and key is still not Paystack's signature.
    expect(isValidWebhookSignature(BODY, createHmac('sha256', SECRET).update(BODY).digest('hex'), SECRET)).toBe(false);
  });

  it('rejects non-hex characters, which Buffer.from would otherwise silently drop', () => {
    // Valid hex followed by junk decodes to a prefix of the digest; the pattern must refuse it.
    const withJunk = `${BODY_SIGNATURE.slice(0, 126)}zz`;
    expect(isValidWebhookSignature(BODY, withJunk, SECRET)).toBe(false);
    expect(isValidWebhookSignature(BODY, ` ${BODY_SIGNATURE.slice(1)}`, SECRET)).toBe(false);
  });
});
