import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/apiRequest';
import { useNavigate } from '../router';
import { ErrorModal } from '../ui/ErrorModal';

/**
 * An admin form page's save: the mutation runs with the form's values, then the page goes to `then`
 * (an address, or -1: back); a refused save shows the server's message, or `failure`, in 'An Error
 * Occurred!'. Gives the form its `busy` and `onSubmit`, and the page the error modal to show.
 */
export function useFormSave<Data, Values>(
  mutation: UseMutationResult<Data, Error, Values>,
  then: string | -1,
  failure: string,
) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return {
    errorModal: <ErrorModal error={error} onClear={() => setError(null)} />,
    form: {
      busy: mutation.isPending,
      onSubmit: (values: Values) =>
        mutation.mutate(values, {
          onSuccess: () => (then === -1 ? navigate(-1) : navigate(then)),
          onError: (refusal) => setError(errorMessage(refusal, failure)),
        }),
    },
  };
}
