import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { ParsedTextField } from '../../shared/forms/ParsedTextField';
import { playerFormSchema, type PlayerForm, type PlayerValues } from './schemas';

interface PlayerFormFieldsProps extends EntityFormFieldsProps<PlayerForm, PlayerValues> {
  cancelTo: string;
}

export function PlayerFormFields({ initialValues, cancelTo, ...save }: PlayerFormFieldsProps) {
  const form = useEntityForm(
    playerFormSchema,
    initialValues ?? { firstName: '', middleInitial: '', lastName: '' },
  );
  return (
    <EntityForm form={form} {...save} cancel={cancelTo}>
      <ParsedTextField form={form} name="firstName" label="First Name" />
      <ParsedTextField
        form={form}
        name="middleInitial"
        label="Middle Initial"
        maxLength={2}
        required={false}
      />
      <ParsedTextField form={form} name="lastName" label="Last Name" />
    </EntityForm>
  );
}
