import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** What the loopback fakes of outside services (fake-paystack.ts, fake-mailerlite.ts) keep of each request. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body parsed, the raw text when it is not JSON, undefined when there is none. */
  body: unknown;
}

/** A request's body as the fakes record it (see RecordedRequest.body). */
export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
