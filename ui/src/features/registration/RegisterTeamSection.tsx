import { siteRoute } from '@league/contracts/site-pages';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { ApiError } from '../../shared/api/apiRequest';
import { registrationFailure, useRegisterTeam } from './api';
import { TeamRegistrationForm } from './TeamRegistrationForm';
import { useSentForm } from '../../shared/forms/useSentForm';

export const REGISTERED_MESSAGE = 'Your team has successfully been registered. Thanks!';

interface RegisterTeamSectionProps {
  coachId: string;
  /** 'first': OKAY goes home; 'another': OKAY goes back to the coach's teams */
  kind: 'first' | 'another';
}

/** The registration form with its thank-you modal and its failure message. */
export function RegisterTeamSection({ coachId, kind }: RegisterTeamSectionProps) {
  const navigate = useNavigate();
  const registerTeam = useRegisterTeam(coachId);
  // a fresh form after each registration
  const [formKey, setFormKey] = useState(0);
  const sent = useSentForm({
    thanks: REGISTERED_MESSAGE,
    onOkay: () => {
      setFormKey((key) => key + 1);
      void navigate(kind === 'first' ? siteRoute.home.href() : siteRoute.teamRegistration.href({ coachId }));
    },
  });

  return (
    <>
      {sent.modals}
      <TeamRegistrationForm
        key={formKey}
        mode="register"
        busy={registerTeam.isPending}
        onSubmit={(values) =>
          registerTeam.mutate(values, {
            onSuccess: sent.thank,
            onError: (failure) =>
              sent.fail(
                registrationFailure(failure instanceof ApiError ? failure.serverMessage : null, kind),
              ),
          })
        }
      />
    </>
  );
}
