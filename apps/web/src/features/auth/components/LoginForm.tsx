import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginCredentials } from '@shiplabel/shared';
import { Button } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginField, loginFieldProblem } from '../form/loginRules.ts';

type Values = Record<LoginField, string>;
type Problems = Partial<Record<LoginField, string>>;

interface FieldProps {
  field: LoginField;
  label: string;
  icon: ReactNode;
  error: string | undefined;
  children: ReactNode;
}

/** One labelled field with the look of antd's large vertical form item (login.css). */
function Field({ field, label, icon, error, children }: FieldProps) {
  return (
    <div className={`login-field${error ? ' login-field-has-error' : ''}`}>
      <label htmlFor={`login-${field}`} className="login-field-label">
        {label}
      </label>
      <span className="login-input">
        <span className="login-input-prefix">{icon}</span>
        {children}
      </span>
      {/* ant-form-item-explain-error: the class the form's errors have always had (e2e, styles). */}
      {error ? (
        <div
          className="login-field-error ant-form-item-explain-error"
          id={`login-${field}-error`}
          role="alert"
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The sign-in form: plain inputs and the fields' rules (loginRules.ts) instead of antd's Form and Input,
 * whose code (rc-field-form, async-validator, rc-input, tooltip) the login page would otherwise download
 * first (issue 12: login page weight). Same behaviour: both fields checked on submit, a checked field
 * checked as it changes, messages in the current language.
 */
export function LoginForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (v: LoginCredentials) => void;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [checked, setChecked] = useState<Partial<Record<LoginField, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);

  const problemOf = (field: LoginField, value: string) => {
    const problem = loginFieldProblem(field, value);
    return problem ? t(problem.key, problem.vars ?? {}) : undefined;
  };
  const problems: Problems = {};
  for (const field of ['username', 'password'] as const)
    if (checked[field]) problems[field] = problemOf(field, values[field]);

  // Like antd's form items: a field is checked as it changes, and both on submit.
  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setChecked((c) => (c[field] ? c : { ...c, [field]: true }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ username: true, password: true });
    if (problemOf('username', values.username) || problemOf('password', values.password)) return;
    onSubmit({ username: values.username, password: values.password });
  };
  const inputProps = (field: LoginField) => ({
    id: `login-${field}`,
    className: 'login-input-control',
    value: values[field],
    onChange: change(field),
    'aria-required': true,
    'aria-invalid': Boolean(problems[field]),
    'aria-describedby': `login-${field}-error`,
    'data-testid': `login-${field}`,
  });

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <Field field="username" label={t('username')} icon={<UserOutlined />} error={problems.username}>
        <input {...inputProps('username')} placeholder={t('usernamePlaceholder')} autoComplete="username" />
      </Field>
      <Field field="password" label={t('password')} icon={<LockOutlined />} error={problems.password}>
        <input
          {...inputProps('password')}
          type={showPassword ? 'text' : 'password'}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
        />
        <button
          type="button"
          className="login-input-suffix"
          aria-label={t(showPassword ? 'hidePassword' : 'showPassword')}
          onClick={() => setShowPassword((s) => !s)}
        >
          {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      </Field>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={pending}
        data-testid="login-submit"
      >
        {t('submit')}
      </Button>
    </form>
  );
}
