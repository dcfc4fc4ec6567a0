import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

/** A seller's invitation code: 8 characters, 31^8 (~8.5e11) possibilities; the unique index is the judge. */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
