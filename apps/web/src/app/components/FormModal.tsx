import { Button, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback.ts';
import { applyServerErrors } from '../forms/serverErrors.ts';

interface Props {
  title: ReactNode;
  form: FormInstance;
  saving: boolean;
  saveTestId: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/** A create/edit dialog: Cancel and Save (which submits the form) in the footer. */
export function FormModal({ title, form, saving, saveTestId, onClose, width, children }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      {...(width ? { width } : {})}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={form.submit} data-testid={saveTestId}>
          {t('common:save')}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}

/** Mutation callbacks of a create/edit dialog: success message and close, or the server's field errors. */
export function saveCallbacks(
  form: FormInstance,
  { editing, onClose, t }: { editing: boolean; onClose: () => void; t: (key: string) => string },
) {
  return {
    onSuccess: () => {
      feedback.message.success(t(editing ? 'common:saved' : 'common:created'));
      onClose();
    },
    onError: (error: unknown) => applyServerErrors(form, error),
  };
}
