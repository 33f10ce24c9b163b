import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { OrderKeptNotice } from '../features/auth/order-kept-notice.tsx';
import { SignupForm } from '../features/auth/signup-form.tsx';

export function Component() {
  return (
    <AuthLayout title="Create your account" subtitle="Sign up to buy concert and movie tickets in naira.">
      <OrderKeptNotice page="sign-up" />
      <SignupForm />
    </AuthLayout>
  );
}
