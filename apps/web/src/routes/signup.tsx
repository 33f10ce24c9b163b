import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { SignupForm } from '../features/auth/signup-form.tsx';

export function Component() {
  return (
    <AuthLayout title="Create your account" subtitle="Sign up to buy concert and movie tickets in naira.">
      <SignupForm />
    </AuthLayout>
  );
}
