import type { ContactResult } from '@shiplabel/shared';
import { Button, Col, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getToken } from '../../../app/auth/session.ts';
import { PublicShell } from '../../public-pages/components/PublicShell.tsx';
import { CompanyDetails } from '../components/CompanyDetails.tsx';
import { ContactForm } from '../components/ContactForm.tsx';

/** /contactUs (public): the company's details and a form that e-mails the team or opens a work order. */
export default function ContactUsPage() {
  const { t } = useTranslation('home');
  const [sent, setSent] = useState<ContactResult | null>(null);
  return (
    <PublicShell>
      <Typography.Title level={1} data-testid="public-heading">
        {t('contact.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('contact.lead')}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <CompanyDetails />
        </Col>
        <Col xs={24} md={14}>
          {sent ? (
            <Result
              status="success"
              data-testid="contact-sent"
              title={t('contact.sent.title')}
              subTitle={
                sent.ticketNumber
                  ? t('contact.sent.ticket', { number: sent.ticketNumber })
                  : t('contact.sent.mail')
              }
              extra={[
                sent.ticketId && (
                  <Link
                    key="ticket"
                    to={`/settings/reply?id=${sent.ticketId}`}
                    data-testid="contact-ticket-link"
                  >
                    <Button type="primary">{t('contact.sent.openTicket')}</Button>
                  </Link>
                ),
                <Button key="again" onClick={() => setSent(null)}>
                  {t('contact.sent.another')}
                </Button>,
              ]}
            />
          ) : (
            <ContactForm signedIn={Boolean(getToken())} onSent={setSent} />
          )}
        </Col>
      </Row>
    </PublicShell>
  );
}
