import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { OrderKeptNotice } from '../features/auth/order-kept-notice.tsx';
import { SignupForm } from '../features/auth/signup-form.tsx';
import { useAccountPageLine } from '../lib/session/door-sign-in.ts';

export function Component() {
  return (
    <AuthLayout title="Create your account" subtitle={useAccountPageLine('sign-up')}>
      <OrderKeptNotice page="sign-up" />
      <SignupForm />
    </AuthLayout>
  );
}
