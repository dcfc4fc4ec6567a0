import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type CSSProperties, useState } from 'react';
import { saveDownload } from '../../features/money/money.api.ts';

type Download = { data: Blob; headers: Record<string, unknown> };

/**
 * A list's export: asks the server for the file of the current filter, saves it under the server's name
 * (or `fileName`), and spins while it comes. The request's errors show through the HTTP client's messages.
 */
export function ExportButton(props: {
  download: () => Promise<Download>;
  fileName: string;
  label: string;
  testId: string;
  style?: CSSProperties;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveDownload(await props.download(), props.fileName);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void run()}
      style={props.style}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}
