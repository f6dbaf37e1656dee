import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Card, Container, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { staffLanding } from '../../shared/session/staffPages';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useAdminLogin } from './api';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { LoginFields } from './LoginFields';
import type { LoginForm } from './schemas';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [error, setError] = useState<string | null>(null);

  const onLogin = (form: LoginForm) =>
    login.mutate(form, {
      onSuccess: ({ role }) => navigate(staffLanding(role)),
      onError: (failure) => setError(errorMessage(failure, 'Something went wrong with logging in')),
    });

  return (
    <Container size={460} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <Card withBorder shadow="sm" radius="md" p="lg">
        <Title order={1} size="h2" ta="center">
          Login Required
        </Title>
        <Text ta="center" fw={800} c="red.7" mt="xs">
          FOR ADMIN USE ONLY!!
        </Text>
        <Text ta="center" size="sm" mt="xs" mb="md">
          Coaches, to add or edit your rosters, please use{' '}
          <Anchor component={Link} to={siteRoute.register.href()} fw={700}>
            REGISTER YOUR TEAM
          </Anchor>
          .
        </Text>
        <LoginFields onLogin={onLogin} busy={login.isPending} idPrefix="admin" />
        <ForgotPasswordLink />
      </Card>
    </Container>
  );
}
