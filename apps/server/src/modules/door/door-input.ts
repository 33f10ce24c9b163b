import { type VerifyLinkQuery, verifyLinkQuerySchema } from '@storefront/contracts/api';
import { readDoorInput } from '@storefront/contracts/rules';

/** What staff scanned or typed at the door (contracts/rules/door-input.ts), a link's fields checked. */
export type DoorInput =
  | { kind: 'link'; query: VerifyLinkQuery }
  | { kind: 'reference'; reference: string }
  | { kind: 'code'; code: string };

export function parseDoorInput(text: string): DoorInput | null {
  const input = readDoorInput(text);
  if (input?.kind !== 'link') return input;
  const parsed = verifyLinkQuerySchema.safeParse(input.fields);
  return parsed.success ? { kind: 'link', query: parsed.data } : null;
}
