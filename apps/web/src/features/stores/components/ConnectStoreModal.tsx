import type { StorePlatform } from '@shiplabel/shared';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_PLATFORM_UIS } from '../platforms.tsx';

/** Connect a store: pick its type (spec: store type, name and account), then the platform's own form. */
export function ConnectStoreModal({
  onClose,
  initial,
}: {
  onClose: () => void;
  /** From a platform's install link: the platform and account to start with. */
  initial?: { platform: StorePlatform; account: string };
}) {
  const { t } = useTranslation('stores');
  const [platform, setPlatform] = useState<StorePlatform>(
    initial?.platform ?? STORE_PLATFORM_UIS[0]!.platform,
  );
  const ui = STORE_PLATFORM_UIS.find((p) => p.platform === platform);
  return (
    <Modal open title={t('connect.title')} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      <Form layout="vertical">
        <Form.Item label={t('fields.platform')} required>
          <Select
            value={platform}
            onChange={setPlatform}
            data-testid="store-platform"
            options={STORE_PLATFORM_UIS.map((p) => ({ value: p.platform, label: t(p.labelKey) }))}
          />
        </Form.Item>
      </Form>
      {ui && (
        <ui.ConnectForm
          key={ui.platform}
          onDone={onClose}
          initialAccount={initial?.platform === ui.platform ? initial.account : ''}
        />
      )}
    </Modal>
  );
}
