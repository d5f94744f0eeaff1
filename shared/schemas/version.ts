import { z } from '../zod';

const NOT_A_VERSION = 'A whole number is expected.';

/**
 * The version of a record an editor loaded, sent back with its save; a save over a newer version
 * is refused with 409. Optional: a save without it is written as before (docs/decisions/008-versioned-saves.md).
 */
export const versionField = z.number({ error: NOT_A_VERSION }).int({ error: NOT_A_VERSION }).positive({ error: NOT_A_VERSION }).optional();

/** The same in form data, which sends it as text. */
export const formVersionField = z.coerce.number<number>({ error: NOT_A_VERSION }).int({ error: NOT_A_VERSION }).positive({ error: NOT_A_VERSION }).optional();
