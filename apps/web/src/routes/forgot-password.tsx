import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';

export function Component() {
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to set a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
