import { UploadOutlined } from '@ant-design/icons';
import { TICKET_ATTACHMENTS_MAX } from '@shiplabel/shared';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem, DEFAULT_ATTACHMENT_LIMIT_KB } from '../attachmentRules.ts';
import { type TicketSource, ticketsApi } from '../tickets.api.ts';

interface Props {
  source: TicketSource;
  /** The uploaded files' ids (a form field's value). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId?: string;
}

/**
 * Attachments of a work order or reply: checked here for size and type so the user learns at once, and
 * again by the server, which reads the content (a renamed file is refused there).
 */
export function AttachmentUpload({ source, value = [], onChange, testId = 'ticket-upload' }: Props) {
  const { t } = useTranslation('tickets');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const limitKb = useBusinessFees().data?.uploadLimitKb ?? DEFAULT_ATTACHMENT_LIMIT_KB;
  const idOf = (file: UploadFile) => (file.response as { id?: string } | undefined)?.id;
  return (
    <>
      <Upload
        accept={ATTACHMENT_ACCEPT.join(',')}
        multiple
        maxCount={TICKET_ATTACHMENTS_MAX}
        fileList={files}
        beforeUpload={(file) => {
          const problem = attachmentProblem(file, limitKb);
          if (!problem) return true;
          feedback.message.error(t(`upload.${problem}`, { limit: limitKb }));
          return Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const uploaded = await ticketsApi.upload(source, file as File);
            feedback.message.success(t('upload.success'));
            onSuccess?.(uploaded);
          } catch (error) {
            feedback.message.error(error instanceof ApiError ? error.message : t('upload.fail'));
            onError?.(error as Error);
          }
        }}
        onChange={({ fileList }) => {
          setFiles(fileList.filter((f) => f.status !== 'error'));
          onChange?.(fileList.map(idOf).filter((id): id is string => Boolean(id)));
        }}
        data-testid={testId}
      >
        {value.length < TICKET_ATTACHMENTS_MAX && (
          <Button icon={<UploadOutlined />} data-testid={`${testId}-button`}>
            {t('upload.button')}
          </Button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.hint', { limit: limitKb })}
      </Typography.Text>
    </>
  );
}
