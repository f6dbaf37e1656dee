import { siteRoute } from '@league/contracts/site-pages';
import type { CodeOfConductForm } from '@league/contracts';
import { Card, Stack, Title } from '@mantine/core';
import { useNavigate } from '../../shared/router';
import { ApiError } from '../../shared/api/apiRequest';
import { lazyRulesCheck } from '../../shared/forms/formChecks';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useFormFields } from '../../shared/forms/useFormFields';
import { Button } from '../../shared/ui/Button';
import { Columns } from '../../shared/ui/Columns';
import { useSentForm } from '../../shared/forms/useSentForm';
import { todayIso } from '../../shared/forms/today';
import { useSignCodeOfConduct } from './api';
import classes from './ConductForm.module.css';

export const CONDUCT_THANKS_MESSAGE = 'Thank you for signing the code of conduct!';

// the API's schema and texts, loaded when the form is first checked (not with the page)
const conductContract = () => import('@league/contracts/registration');
const conductCheck = lazyRulesCheck<CodeOfConductForm>(() =>
  conductContract().then((contract) => contract.codeOfConductForm),
);

/** The signing form: first name, last name, Organization and Team, Season and Todays Date, all required. */
export function ConductForm() {
  const navigate = useNavigate();
  const sign = useSignCodeOfConduct();
  const sent = useSentForm({
    thanks: CONDUCT_THANKS_MESSAGE,
    onOkay: () => void navigate(siteRoute.home.href()),
  });
  const form = useFormFields<CodeOfConductForm>({
    check: conductCheck,
    defaultValues: { firstName: '', lastName: '', team: '', season: '', date: todayIso() },
  });

  const onSubmit = (values: CodeOfConductForm) =>
    sign.mutate(values, {
      onSuccess: sent.thank,
      onError: async (failure) => {
        const message =
          failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : 'ERROR';
        const { CONDUCT_FAILED_MESSAGE } = await conductContract();
        sent.fail(`${message}: ${CONDUCT_FAILED_MESSAGE}`);
      },
    });

  return (
    <Card withBorder shadow="sm" p="lg">
      {sent.modals}
      <Title order={2} size="h3" mb="md" c="navy.8">
        SIGN THE CODE OF CONDUCT
      </Title>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Sign the code of conduct">
        <Stack gap="sm">
          <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormTextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
            <FormTextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
            <FormTextField form={form} name="team" label="Organization and Team" />
            <FormTextField form={form} name="season" label="Season" placeholder="e.g. 2025 Summer" />
            <FormTextField form={form} name="date" label="Todays Date" type="date" />
          </Columns>
          <Button type="submit" color="red" loading={sign.isPending} mt="xs" className={classes.submit}>
            SUBMIT
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
