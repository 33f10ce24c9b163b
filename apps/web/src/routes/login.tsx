import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { OrderKeptNotice } from '../features/auth/order-kept-notice.tsx';
import { useAccountPageLine } from '../lib/session/door-sign-in.ts';

export function Component() {
  return (
    <AuthLayout title="Sign in" subtitle={useAccountPageLine('sign-in')}>
      <OrderKeptNotice page="sign-in" />
      <LoginForm />
    </AuthLayout>
  );
}
