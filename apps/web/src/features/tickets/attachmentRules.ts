/** The file kinds a work order accepts (the server checks the content again). */
export const ATTACHMENT_ACCEPT = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];

/** Spec section 9's upload limit, used until the configured one (GET /config/fees) has been read. */
export const DEFAULT_ATTACHMENT_LIMIT_KB = 500;

/**
 * Why a chosen file is refused before upload, or null. The limit is the operator's configured one:
 * the server refuses above it, so checking a fixed 500 KB here would refuse files the server accepts
 * (or let through ones it refuses) once an operator changes it.
 */
export function attachmentProblem(
  file: { size: number; type: string },
  limitKb: number,
): 'tooLarge' | 'wrongType' | null {
  if (file.size > limitKb * 1024) return 'tooLarge';
  if (!ATTACHMENT_ACCEPT.includes(file.type)) return 'wrongType';
  return null;
}
