import { createTransport, type Transporter } from 'nodemailer';
import { type Logger, pino } from 'pino';
import type { Config } from '../../config.ts';
import { loggerOptions } from '../../lib/logging.ts';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail or throws; `name` is what the outbox records as the transport. */
export interface MailTransport {
  name: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
}

const smtpTransports = new Map<string, Transporter>();
const loggers = new Map<string, Logger>();

/**
 * SMTP options from SMTP_URL: smtps:// is TLS from the start, smtp:// upgrades with STARTTLS when the
 * server offers it; `?requireTLS=true` refuses a server that does not, `?ignoreTLS=true` never upgrades.
 * Timeouts so a dead server fails the attempt (and it is retried) instead of hanging the sender.
 */
export function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const flag = (name: string) => u.searchParams.get(name) === 'true';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    requireTLS: flag('requireTLS'),
    ignoreTLS: flag('ignoreTLS'),
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** One nodemailer transport per SMTP_URL (kept between runs of the sender). */
function smtpTransporter(url: string): Transporter {
  let transporter = smtpTransports.get(url);
  if (!transporter) {
    transporter = createTransport(smtpOptions(url));
    smtpTransports.set(url, transporter);
  }
  return transporter;
}

function mailLogger(level: string): Logger {
  let log = loggers.get(level);
  if (!log) {
    log = pino({ ...loggerOptions(level), name: 'mail' });
    loggers.set(level, log);
  }
  return log;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written to the log (its text included, so a
 * sign-up code can be read by whoever runs the embedded default offline) and counts as sent.
 */
export function mailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'logLevel'>): MailTransport {
  const { smtpUrl, mailFrom } = config;
  if (smtpUrl) {
    return {
      name: 'smtp',
      send: async (mail) => {
        await smtpTransporter(smtpUrl).sendMail({
          from: mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          headers: { 'X-ShipLabel-Mail-Id': mail.id },
        });
      },
    };
  }
  return {
    name: 'log',
    send: async (mail) => {
      mailLogger(config.logLevel).info(
        { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
        'mail written to the log (SMTP_URL is not set)',
      );
    },
  };
}

/** Closes pooled SMTP connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transporter of smtpTransports.values()) transporter.close();
  smtpTransports.clear();
}
