import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field';
import { SHOP_DETAIL_INPUTS } from '../../../components/shop-detail-inputs';
import {
  validationKey,
  type SignupFormInput,
  type SignupFormOutput,
} from '../lib/signup-form-schema';

export type SignupTextFieldName = Exclude<keyof SignupFormInput, 'terms'>;

type SignupTextFieldProps = Omit<
  FormTextFieldProps<SignupFormInput, SignupFormOutput>,
  'label' | 'errorText' | 'name' | 'onEdit' | 'testId' | 'normalize'
> &
  Partial<Pick<FormTextFieldProps<SignupFormInput, SignupFormOutput>, 'normalize'>> & {
    name: SignupTextFieldName;
    onEdit: (name: SignupTextFieldName, value: string) => void;
  };

/** One text input of the signup form; data-testid is `signup-<name with dashes>`. */
export function SignupTextField(props: SignupTextFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <FormTextField
      {...SHOP_DETAIL_INPUTS[props.name]}
      {...props}
      onEdit={(name, value) => props.onEdit(name as SignupTextFieldName, value)}
      label={t(`signup.fields.${props.name}`)}
      testId={`signup-${props.name.replaceAll('_', '-')}`}
      errorText={(message) => {
        const key = validationKey(message);
        return key ? t(key) : message;
      }}
    />
  );
}
