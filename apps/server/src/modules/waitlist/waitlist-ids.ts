import { randomBytes } from '../../lib/random-bytes.ts';

/** Row ids nobody types: 16 random bytes, hex (as orders' references.ts makes them). */
export const newId = (): string => randomBytes(16).toString('hex');
