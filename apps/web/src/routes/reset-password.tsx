import { useParams } from 'react-router';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';

export function Component() {
  const { token = '' } = useParams();
  return (
    <AuthLayout title="Set a new password" subtitle="Choose a new password for your Owambe Tickets account.">
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
