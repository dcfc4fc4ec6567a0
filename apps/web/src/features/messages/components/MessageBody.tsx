import type { SysMessage } from '@shiplabel/shared';
import { Typography } from 'antd';

/**
 * A message's body. Published messages carry HTML that the server sanitised (sanitize-html: no scripts,
 * handlers or javascript: URLs) before storing it, so it is shown as is; event messages are plain text.
 */
export function MessageBody({ entry }: { entry: SysMessage }) {
  if (!entry.html) return <Typography.Paragraph>{entry.content}</Typography.Paragraph>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored
  return <div className="sys-message-body" dangerouslySetInnerHTML={{ __html: entry.content }} />;
}
