import { describe, expect, it } from 'vitest';
import { HttpError, httpError } from './http-error.ts';

describe('HttpError', () => {
  it('carries its status and message, takes no stack, and leaves stack traces on for every other error', () => {
    const limit = Error.stackTraceLimit;
    const error = httpError(409, 'Sorry, this event is sold out.');
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('Sorry, this event is sold out.');
    expect(error.stack).toBe('HttpError: Sorry, this event is sold out.');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('elsewhere').stack).toMatch(/\n\s+at /);
  });
});
