import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { moneyApi } from '../money.api.ts';

export const VOUCHER_MAX_BYTES = 500 * 1024;

interface Props {
  /** The uploaded file's id (a form field's value). */
  value?: string;
  onChange?: (id: string | undefined) => void;
}

/**
 * The voucher image: checked here for size and type so the user learns at once, and again by the server,
 * which reads the content (a renamed file is refused there).
 */
export function VoucherUpload({ value, onChange }: Props) {
  const { t } = useTranslation('money');
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      accept="image/png,image/jpeg,image/gif,image/webp"
      listType="picture"
      maxCount={1}
      fileList={files}
      beforeUpload={(file) => {
        if (file.size > VOUCHER_MAX_BYTES) {
          feedback.message.error(t('recharge.tooLarge'));
          return Upload.LIST_IGNORE;
        }
        if (!file.type.startsWith('image/')) {
          feedback.message.error(t('recharge.notImage'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const uploaded = await moneyApi.uploadVoucher(file as File);
          feedback.message.success(t('recharge.uploadSuccess'));
          onChange?.(uploaded.id);
          onSuccess?.(uploaded);
        } catch (error) {
          feedback.message.error(error instanceof ApiError ? error.message : t('recharge.uploadFail'));
          onChange?.(undefined);
          onError?.(error as Error);
        }
      }}
      onChange={({ fileList }) => setFiles(fileList)}
      onRemove={() => onChange?.(undefined)}
      data-testid="voucher-upload"
    >
      {!value && (
        <Button icon={<UploadOutlined />} data-testid="voucher-upload-button">
          {t('recharge.upload')}
        </Button>
      )}
    </Upload>
  );
}
