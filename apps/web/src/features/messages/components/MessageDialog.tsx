import type { SysMessage } from '@shiplabel/shared';
import { Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../app/format.ts';
import { MessageBody } from './MessageBody.tsx';
import { LevelTag } from './MessageItems.tsx';

/** One message opened: its title, time, body and, for events, a button to the page it is about. */
export function MessageDialog({ entry, onClose }: { entry: SysMessage; onClose: () => void }) {
  const { t, i18n } = useTranslation('messages');
  const navigate = useNavigate();
  const footer = [
    <Button key="close" onClick={onClose}>
      {t('close')}
    </Button>,
  ];
  if (entry.link) {
    const link = entry.link;
    footer.push(
      <Button
        key="open"
        type="primary"
        data-testid="message-open-link"
        onClick={() => {
          onClose();
          navigate(link);
        }}
      >
        {t('openLink')}
      </Button>,
    );
  }
  return (
    <Modal open title={entry.title} onCancel={onClose} footer={footer} width={640} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="message-dialog">
        <Space>
          <LevelTag level={entry.messageType} />
          <Typography.Text type="secondary">{formatDateTime(entry.time, i18n.language)}</Typography.Text>
        </Space>
        {entry.subTitle && <Typography.Text strong>{entry.subTitle}</Typography.Text>}
        <MessageBody entry={entry} />
      </Space>
    </Modal>
  );
}
