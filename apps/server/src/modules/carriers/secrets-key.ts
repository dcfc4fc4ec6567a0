/** SECRETS_KEY's text as 32 bytes (64 hex digits or base64 of 32 bytes); null when it is neither. */
export function parseSecretsKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  const bytes = Buffer.from(t, 'base64');
  return bytes.length === 32 ? bytes : null;
}
