import { Button, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback.ts';
import { applyServerErrors } from '../forms/serverErrors.ts';

/** What the confirm button says: a create dialog says Create, an edit dialog Save (issue: always "Save"). */
export type ConfirmVerb = 'create' | 'save' | 'send' | 'submit';

/** The common-namespace key of a confirm verb. */
export const confirmVerbKey = (verb: ConfirmVerb = 'save') => `common:confirmVerb.${verb}`;

interface Props {
  title: ReactNode;
  /** The confirm button's verb; Save when not given. */
  verb?: ConfirmVerb;
  form: FormInstance;
  saving: boolean;
  saveTestId: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/** A create/edit dialog: Cancel and the confirm verb (which submits the form) in the footer. */
export function FormModal({ title, verb, form, saving, saveTestId, onClose, width, children }: Props) {
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
          {t(confirmVerbKey(verb))}
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
