import { type AddressBookEntry, countryName } from '@shiplabel/shared';
import { normalizeLocale } from '@shiplabel/shared/locale';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

interface Actions {
  onEdit: (entry: AddressBookEntry) => void;
  onDelete: (entry: AddressBookEntry) => void;
  /** "Use in order" as sender or recipient. */
  onUse: (entry: AddressBookEntry, as: 'fromAddress' | 'toAddress') => void;
}

export function useAddressBookColumns({ onEdit, onDelete, onUse }: Actions): ColumnsType<AddressBookEntry> {
  const { t, i18n } = useTranslation(['address', 'common']);
  const locale = normalizeLocale(i18n.language);
  return [
    { title: t('fields.title'), dataIndex: 'title', width: 160 },
    {
      title: t('fields.personName'),
      dataIndex: 'personName',
      width: 180,
      render: (_: string, e) => (
        <>
          {e.personName}
          {e.company && <div className="muted">{e.company}</div>}
        </>
      ),
    },
    { title: t('fields.phone'), dataIndex: 'phone', width: 140 },
    {
      title: t('book.address'),
      key: 'address',
      render: (_: unknown, e) => (
        <>
          {[e.addressLine1, e.addressLine2].filter(Boolean).join(', ')}
          <div>{`${e.city}, ${e.stateCode} ${e.zipCode} ${countryName(e.countryCode, locale)}`}</div>
        </>
      ),
    },
    {
      title: t('book.flags'),
      key: 'flags',
      width: 200,
      render: (_: unknown, e) => (
        <Space size={4} wrap>
          {e.isValid ? (
            <Tag color="green" data-testid="addressbook-valid-tag">
              {t('book.validated')}
            </Tag>
          ) : (
            <Tag data-testid="addressbook-not-valid-tag">{t('book.notValidated')}</Tag>
          )}
          {e.isResidential && <Tag color="blue">{t('book.residential')}</Tag>}
          {e.isDefaultSender && <Tag color="purple">{t('book.defaultSender')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 300,
      fixed: 'right',
      render: (_: unknown, e) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(e)} data-testid="addressbook-edit">
            {t('common:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => onUse(e, 'fromAddress')}
            data-testid="addressbook-use-from"
          >
            {t('book.useAsSender')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => onUse(e, 'toAddress')}
            data-testid="addressbook-use-to"
          >
            {t('book.useAsRecipient')}
          </Button>
          <Popconfirm title={t('book.confirmDelete', { title: e.title })} onConfirm={() => onDelete(e)}>
            <Button type="link" size="small" danger data-testid="addressbook-delete">
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
