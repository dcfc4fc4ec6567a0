import { Button, Image, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyApi } from '../money.api.ts';

/**
 * Shows a voucher image. The file needs the session token, which an <img src> cannot send, so it is
 * fetched through the API client and shown from an object URL.
 */
export function VoucherButton({ url, testId }: { url: string; testId?: string }) {
  const { t } = useTranslation('money');
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    moneyApi
      .voucher(url)
      .then((response) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(response.data);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [open, url]);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid={testId}>
        {t('records.view')}
      </Button>
      <Modal
        open={open}
        footer={null}
        onCancel={() => setOpen(false)}
        title={t('records.voucher')}
        destroyOnHidden
      >
        {src ? (
          <Image
            src={src}
            alt={t('records.voucher')}
            data-testid="voucher-image"
            style={{ maxWidth: '100%' }}
          />
        ) : (
          <Spin />
        )}
      </Modal>
    </>
  );
}
