import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  type ContactFormInput,
  type ContactResult,
  contactFormSchema,
} from '@shiplabel/shared';
import { App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { contactApi } from '../contact.api.ts';

const shape = contactFormSchema.shape;

/** Name, e-mail, company, topic and message, each checked by the shared schema the server checks too. */
export function ContactForm({
  signedIn,
  onSent,
}: {
  signedIn: boolean;
  onSent: (result: ContactResult) => void;
}) {
  const { t } = useTranslation('home');
  const { message } = App.useApp();
  const rules = useZodRules();
  const submission = useSubmission();
  const label = (key: string) => t(`contact.form.${key}`);

  const submit = (values: ContactFormInput) =>
    submission.run(async (key) => {
      try {
        onSent(await contactApi.send({ ...values, company: values.company ?? '' }, key));
      } catch (error) {
        // The server's message (429, a field error) was shown by the HTTP client.
        if (!(error instanceof ApiError)) message.error(t('common:request.error'));
      }
    });

  return (
    <Card title={label('title')}>
      {signedIn && <Typography.Paragraph type="secondary">{label('signedInHint')}</Typography.Paragraph>}
      <Form<ContactFormInput> layout="vertical" onFinish={submit} data-testid="contact-form" requiredMark>
        <Form.Item name="name" label={label('name')} rules={rules.field(shape.name)} required>
          <Input autoComplete="name" maxLength={100} data-testid="contact-name" />
        </Form.Item>
        <Form.Item name="email" label={label('email')} rules={rules.field(shape.email)} required>
          <Input type="email" autoComplete="email" maxLength={254} data-testid="contact-email" />
        </Form.Item>
        <Form.Item name="company" label={label('company')} rules={rules.field(shape.company)}>
          <Input autoComplete="organization" maxLength={128} data-testid="contact-company" />
        </Form.Item>
        <Form.Item name="topic" label={label('topic')} rules={rules.field(shape.topic)} required>
          <Select
            data-testid="contact-topic"
            options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) }))}
          />
        </Form.Item>
        <Form.Item name="message" label={label('message')} rules={rules.field(shape.message)} required>
          <Input.TextArea rows={6} showCount maxLength={CONTACT_MESSAGE_MAX} data-testid="contact-message" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submission.busy} data-testid="contact-submit">
          {label('submit')}
        </Button>
      </Form>
    </Card>
  );
}
