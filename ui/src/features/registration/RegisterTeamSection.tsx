import { siteRoute } from '@league/contracts/site-pages';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { ApiError } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { registrationFailure, useRegisterTeam } from './api';
import { TeamRegistrationForm } from './TeamRegistrationForm';
import { ThankYouModal } from '../../shared/ui/ThankYouModal';

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
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  // a fresh form after each registration
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <ThankYouModal
        opened={thanked}
        message={REGISTERED_MESSAGE}
        onOkay={() => {
          setThanked(false);
          setFormKey((key) => key + 1);
          void navigate(
            kind === 'first' ? siteRoute.home.href() : siteRoute.teamRegistration.href({ coachId }),
          );
        }}
      />
      <TeamRegistrationForm
        key={formKey}
        mode="register"
        busy={registerTeam.isPending}
        onSubmit={(values) =>
          registerTeam.mutate(values, {
            onSuccess: () => setThanked(true),
            onError: (failure) =>
              setError(registrationFailure(failure instanceof ApiError ? failure.serverMessage : null, kind)),
          })
        }
      />
    </>
  );
}
