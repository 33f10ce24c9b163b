import { apiErrorSchema } from '@storefront/contracts/api';
import { type ZodType, z } from 'zod';

/**
 * For the API's description: an answer that is a small HTML page for a person (a link opened
 * from an email or a QR code), or JSON: `json`, by default `{ message }` (a request its schema
 * refuses); null for a page only. The page is sent as a string, which is never serialised, so its
 * schema only documents it.
 */
export function pageAnswer(description: string, json: ZodType | null = apiErrorSchema) {
  return {
    description,
    content: {
      'text/html': { schema: z.string() },
      ...(json ? { 'application/json': { schema: json } } : {}),
    },
  };
}
