import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { OrderKeptNotice } from '../features/auth/order-kept-notice.tsx';

export function Component() {
  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to buy tickets and find the ones you have.">
      <OrderKeptNotice page="sign-in" />
      <LoginForm />
    </AuthLayout>
  );
}
