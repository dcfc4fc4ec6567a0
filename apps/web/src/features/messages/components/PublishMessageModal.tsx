import {
  SYS_MESSAGE_AUDIENCES,
  SYS_MESSAGE_LEVELS,
  SYS_MESSAGE_TYPES,
  type SysMessageCreate,
  sysMessageCreateSchema,
} from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useMessagesMutation } from '../hooks/useMessages.ts';
import { messagesApi } from '../messages.api.ts';
import { markdownToHtml, RichTextEditor } from './RichTextEditor.tsx';

interface Values extends Omit<SysMessageCreate, 'content' | 'publishAt'> {
  markdown: string;
  when: 'now' | 'later';
  /** The DatePicker's value (a dayjs object; only its ISO form is used). */
  publishAt?: { toISOString(): string };
}

/** Publishes a message, notice or todo to everyone, customers, a role or chosen users, now or later. */
export function PublishMessageModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('messages');
  const rules = useZodRules();
  const [form] = Form.useForm<Values>();
  const submission = useSubmission();
  const publish = useMessagesMutation(({ input, key }: { input: SysMessageCreate; key: string }) =>
    messagesApi.publish(input, key),
  );
  const [keyword, setKeyword] = useState('');
  const type = Form.useWatch('type', form);
  const audience = Form.useWatch('audience', form);
  const when = Form.useWatch('when', form);
  const roles = useQuery({
    queryKey: ['messages', 'roles'],
    queryFn: messagesApi.roles,
    enabled: audience === 'role',
  });
  const users = useQuery({
    queryKey: ['messages', 'users', keyword],
    queryFn: () => messagesApi.users(keyword),
    enabled: audience === 'users',
  });
  const shape = sysMessageCreateSchema.shape;

  const submit = ({ markdown, when: timing, publishAt, ...rest }: Values) =>
    void submission.run(async (key) => {
      const input: SysMessageCreate = {
        ...rest,
        content: markdownToHtml(markdown ?? ''),
        publishAt: timing === 'later' && publishAt ? publishAt.toISOString() : null,
      };
      if (rest.type === 'message') delete input.messageType;
      try {
        await publish.mutateAsync({ input, key });
        feedback.message.success(t(timing === 'later' ? 'form.scheduled' : 'form.published'));
        onClose();
      } catch (error) {
        applyServerErrors(form, error);
      }
    });

  return (
    <FormModal
      title={t('form.title')}
      verb={'send'}
      form={form}
      saving={submission.busy}
      saveTestId="message-publish"
      onClose={onClose}
      width={760}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ type: 'notice', messageType: 0, audience: 'customers', when: 'now', markdown: '' }}
      >
        <Form.Item name="type" label={t('fields.type')}>
          <Radio.Group
            optionType="button"
            options={SYS_MESSAGE_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
            data-testid="message-type"
          />
        </Form.Item>
        {type !== 'message' && (
          <Form.Item name="messageType" label={t('fields.level')}>
            <Radio.Group options={SYS_MESSAGE_LEVELS.map((v) => ({ value: v, label: t(`level.${v}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('fields.title')} required rules={rules.field(shape.title)}>
          <Input maxLength={120} data-testid="message-title" />
        </Form.Item>
        <Form.Item name="subTitle" label={t('fields.subTitle')} rules={rules.field(shape.subTitle)}>
          <Input maxLength={200} data-testid="message-subtitle" />
        </Form.Item>
        <Form.Item
          name="markdown"
          label={t('fields.content')}
          required
          rules={[{ required: true, whitespace: true, message: t('form.contentRequired') }]}
        >
          <RichTextEditor />
        </Form.Item>
        <Form.Item name="audience" label={t('fields.audience')}>
          <Radio.Group
            options={SYS_MESSAGE_AUDIENCES.map((v) => ({ value: v, label: t(`audience.${v}`) }))}
            data-testid="message-audience"
          />
        </Form.Item>
        {audience === 'role' && (
          <Form.Item
            name="roleId"
            label={t('fields.role')}
            rules={[{ required: true, message: t('form.roleRequired') }]}
          >
            <Select
              loading={roles.isLoading}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              data-testid="message-role"
            />
          </Form.Item>
        )}
        {audience === 'users' && (
          <Form.Item
            name="userIds"
            label={t('fields.users')}
            rules={[{ required: true, message: t('form.usersRequired') }]}
          >
            <Select
              mode="multiple"
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              loading={users.isFetching}
              placeholder={t('form.usersPlaceholder')}
              options={(users.data ?? []).map((u) => ({
                value: u.id,
                label: u.name ? `${u.name} <${u.email}>` : u.email,
              }))}
              data-testid="message-users"
            />
          </Form.Item>
        )}
        <Form.Item name="when" label={t('fields.when')}>
          <Radio.Group
            options={[
              { value: 'now', label: t('form.now') },
              { value: 'later', label: t('form.later') },
            ]}
          />
        </Form.Item>
        {when === 'later' && (
          <Form.Item
            name="publishAt"
            label={t('fields.publishAt')}
            rules={[{ required: true, message: t('form.timeRequired') }]}
          >
            <DatePicker
              showTime
              disabledDate={(d) => d.isBefore(new Date(), 'day')}
              data-testid="message-publish-at"
            />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
