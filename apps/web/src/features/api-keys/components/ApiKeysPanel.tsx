import { PlusOutlined } from '@ant-design/icons';
import type { ApiKey, ApiKeyCreated } from '@shiplabel/shared';
import { Button, type ButtonProps, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { keyStatus, maskedKey, modeColor, renamedTo } from '../apiKeyView.ts';
import { useApiKeyList, useRenameApiKey, useRevokeApiKey } from '../hooks/useApiKeys.ts';
import { ApiKeyCreateModal } from './ApiKeyCreateModal.tsx';
import { ApiKeySecretModal } from './ApiKeySecretModal.tsx';

/**
 * The API keys tab of /settings/api (issue 16): the caller's keys (never their secrets), create (the
 * secret shown once), rename, revoke with a confirmation.
 */
export function ApiKeysPanel() {
  const { t, i18n } = useTranslation(['apiKeys', 'common']);
  const [paging, setPaging] = usePaging();
  const list = useApiKeyList(paging);
  const revoke = useRevokeApiKey();
  const rename = useRenameApiKey();
  const submission = useSubmission();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const when = (value: string | null) => formatDateTime(value, i18n.language);

  const revokeKey = (apiKey: ApiKey) =>
    void submission.run((key) =>
      revoke
        .mutateAsync({ id: apiKey.id, key })
        .then(() => feedback.message.success(t('list.revoked')))
        .catch(() => undefined),
    );
  const renameKey = (apiKey: ApiKey, typed: string) => {
    const name = renamedTo(apiKey, typed);
    if (!name) return;
    rename.mutate({ id: apiKey.id, name }, { onSuccess: () => feedback.message.success(t('common:saved')) });
  };

  const columns: ColumnsType<ApiKey> = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      width: 180,
      render: (name: string, k) => (
        <Typography.Text
          editable={k.revokedAt ? false : { onChange: (value) => renameKey(k, value), maxLength: 60 }}
        >
          {name}
        </Typography.Text>
      ),
    },
    {
      title: t('fields.mode'),
      dataIndex: 'mode',
      width: 80,
      render: (mode: ApiKey['mode']) => <Tag color={modeColor(mode)}>{t(`mode.${mode}`)}</Tag>,
    },
    {
      title: t('fields.scopes'),
      dataIndex: 'scopes',
      width: 240,
      render: (scopes: string[]) => (
        <Space size={[4, 4]} wrap>
          {scopes.map((s) => (
            <Tag key={s}>{t(`scope.${s}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('fields.key'),
      key: 'key',
      width: 230,
      render: (_: unknown, k) => <Typography.Text code>{maskedKey(k)}</Typography.Text>,
    },
    { title: t('fields.createdAt'), dataIndex: 'createdAt', width: 150, render: when },
    {
      title: t('fields.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      width: 150,
      render: (value: string | null) => (value ? when(value) : t('list.never')),
    },
    {
      title: t('fields.status'),
      key: 'status',
      width: 90,
      render: (_: unknown, k) =>
        keyStatus(k) === 'revoked' ? (
          <Tag color="default">{t('list.statusRevoked')}</Tag>
        ) : (
          <Tag color="success">{t('list.statusActive')}</Tag>
        ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, k) =>
        k.revokedAt ? null : (
          <Popconfirm
            title={t('list.confirmRevoke', { name: k.name })}
            onConfirm={() => revokeKey(k)}
            okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-confirm' } as ButtonProps}
          >
            <Button type="link" size="small" danger data-testid={`api-key-revoke-${k.name}`}>
              {t('list.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          data-testid="api-key-create"
        >
          {t('list.create')}
        </Button>
      </Space>
      <PagedTable<ApiKey>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1210}
        rowTestId={(k) => `api-key-row-${k.name}`}
      />
      {creating && <ApiKeyCreateModal onClose={() => setCreating(false)} onCreated={setCreated} />}
      {created && <ApiKeySecretModal created={created} onClose={() => setCreated(null)} />}
    </>
  );
}
