import { Card, Title } from '@mantine/core';
import { errorMessage } from '../../shared/api/apiRequest';
import { useCoachLogin } from './api';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { LoginFields } from './LoginFields';
import type { LoginForm } from './schemas';

interface CoachLoginCardProps {
  onLoggedIn: (coachId: string) => void;
  onError: (message: string) => void;
}

export function CoachLoginCard({ onLoggedIn, onError }: CoachLoginCardProps) {
  const login = useCoachLogin();

  const onLogin = (form: LoginForm) =>
    login.mutate(form, {
      onSuccess: ({ coachId }) => onLoggedIn(coachId),
      onError: (failure) => onError(errorMessage(failure, 'Something went wrong with logging in')),
    });

  return (
    <Card withBorder shadow="sm" radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        LOGIN
      </Title>
      <LoginFields onLogin={onLogin} busy={login.isPending} idPrefix="coach" />
      <ForgotPasswordLink />
    </Card>
  );
}
