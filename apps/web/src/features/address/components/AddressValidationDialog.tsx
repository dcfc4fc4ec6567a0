import type { AddressInput, AddressOut, AddressValidation } from '@shiplabel/shared';
import { Alert, Button, List, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUGGESTED_FIELDS } from './addressFields.ts';

interface Props {
  input: AddressInput;
  validation: AddressValidation;
  /** The user accepted the standardised address: the caller puts it into its form. */
  onUseSuggestion: (suggestion: AddressOut) => void;
  /** The user keeps what they typed. */
  onKeepMine: () => void;
}

interface Row {
  field: (typeof SUGGESTED_FIELDS)[number];
  mine: string;
  suggested: string;
  changed: boolean;
}

/**
 * The server's verdict on an address: its problems, and the user's address beside the suggestion with the
 * changed fields marked. Nothing is applied until the user chooses (spec section 5).
 */
export function AddressValidationDialog({ input, validation, onUseSuggestion, onKeepMine }: Props) {
  const { t } = useTranslation('address');
  const { suggestion } = validation;
  const rows: Row[] = SUGGESTED_FIELDS.map((field) => ({
    field,
    mine: String(input[field] ?? ''),
    suggested: suggestion ? String(suggestion[field] ?? '') : '',
    changed: validation.changes.includes(field),
  }));

  return (
    <Modal
      open
      width={720}
      title={t('validation.title')}
      onCancel={onKeepMine}
      footer={[
        <Button key="keep" onClick={onKeepMine} data-testid="address-keep-mine">
          {t('validation.keepMine')}
        </Button>,
        <Button
          key="use"
          type="primary"
          disabled={!suggestion}
          onClick={() => suggestion && onUseSuggestion(suggestion)}
          data-testid="address-use-suggestion"
        >
          {t('validation.useSuggestion')}
        </Button>,
      ]}
    >
      <Alert
        type={validation.valid ? 'success' : 'error'}
        showIcon
        title={validation.valid ? t('validation.valid') : t('validation.invalid')}
        style={{ marginBottom: 12 }}
        data-testid="address-validation-verdict"
      />
      {validation.issues.length > 0 && (
        <List
          size="small"
          dataSource={validation.issues}
          style={{ marginBottom: 12 }}
          data-testid="address-validation-issues"
          renderItem={(issue) => (
            <List.Item>
              <Tag color={issue.severity === 'error' ? 'red' : 'gold'}>
                {t(`validation.${issue.severity}`)}
              </Tag>
              {issue.message}
            </List.Item>
          )}
        />
      )}
      {suggestion && (
        <Table<Row>
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={rows}
          data-testid="address-validation-compare"
          onRow={(row) =>
            ({ 'data-testid': `address-compare-${row.field}` }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            {
              title: t('validation.field'),
              dataIndex: 'field',
              render: (field: string) => t(`fields.${field}`),
            },
            { title: t('validation.mine'), dataIndex: 'mine' },
            {
              title: t('validation.suggested'),
              dataIndex: 'suggested',
              render: (value: string, row) =>
                row.changed ? (
                  <Typography.Text strong type="warning">
                    {value || '—'} <Tag color="orange">{t('validation.changed')}</Tag>
                  </Typography.Text>
                ) : (
                  value
                ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
