import { useParams } from 'react-router';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { VerifyEmailForm } from '../features/auth/verify-email-form.tsx';

export function Component() {
  const { token = '' } = useParams();
  return (
    <AuthLayout title="Confirm your email" subtitle="Confirm that this email address belongs to your account.">
      <VerifyEmailForm token={token} />
    </AuthLayout>
  );
}
