import { Card, Stack, Title } from '@mantine/core';
import { Button } from '../../shared/ui/Button';
import { errorMessage } from '../../shared/api/apiRequest';
import { lazyRulesCheck } from '../../shared/forms/formChecks';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useFormFields } from '../../shared/forms/useFormFields';
import { useCoachSignUp } from './api';
import type { SignUpForm } from './schemas';

// the sign-up rules (zod) load with the form's first check; SIGN UP then finds them loaded
const signUpRules = () => import('./schemas');
const signUpCheck = lazyRulesCheck<SignUpForm>(() =>
  signUpRules().then((schemas) => schemas.signUpFormSchema),
);

interface CoachSignUpCardProps {
  onSignedUp: (coachId: string) => void;
  onError: (message: string) => void;
}

export function CoachSignUpCard({ onSignedUp, onError }: CoachSignUpCardProps) {
  const signUp = useCoachSignUp();
  const form = useFormFields<SignUpForm>({
    check: signUpCheck,
    defaultValues: { signUpEmail: '', signUpPassword: '', confirmPassword: '' },
  });

  const onSubmit = async (values: SignUpForm) => {
    const { signUpProblem, toSignUpPayload } = await signUpRules();
    const problem = signUpProblem(values);
    if (problem) {
      onError(problem);
      return;
    }
    signUp.mutate(toSignUpPayload(values), {
      onSuccess: ({ coachId }) => onSignedUp(coachId),
      onError: (failure) => onError(errorMessage(failure, 'Something went wrong with creating an account')),
    });
  };

  return (
    <Card withBorder shadow="sm" radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        SIGN UP
      </Title>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} id="coach-signup-form">
        <Stack gap="sm">
          <FormTextField form={form} name="signUpEmail" label="E-Mail" type="email" autoComplete="email" />
          <FormTextField
            form={form}
            name="signUpPassword"
            label="Password"
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            form={form}
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={!form.isValid} loading={signUp.isPending} mt="xs">
            SIGN UP
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
