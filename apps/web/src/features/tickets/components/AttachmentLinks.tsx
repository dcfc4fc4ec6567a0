import { PaperClipOutlined } from '@ant-design/icons';
import type { TicketAttachment } from '@shiplabel/shared';
import { Button, Space } from 'antd';
import { type TicketSource, ticketsApi } from '../tickets.api.ts';

/** Saves a downloaded file under its own name. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A message's files: each downloads with the caller's session (plain links would carry no token). */
export function AttachmentLinks({ files, source }: { files: TicketAttachment[]; source: TicketSource }) {
  if (!files.length) return null;
  return (
    <Space wrap size={4}>
      {files.map((file) => (
        <Button
          key={file.id}
          size="small"
          type="link"
          icon={<PaperClipOutlined />}
          onClick={async () => save((await ticketsApi.download(source, file.id)).data, file.filename)}
          data-testid="ticket-attachment"
        >
          {file.filename} ({Math.max(1, Math.round(file.size / 1024))} KB)
        </Button>
      ))}
    </Space>
  );
}
