import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../../../components/form-text-field';
import { SHOP_DETAIL_INPUTS } from '../../../components/shop-detail-inputs';
import {
  validationKey,
  type AccountFormInput,
  type AccountFormOutput,
} from '../lib/account-form-schema';

export type AccountFieldName = keyof AccountFormInput;

type AccountTextFieldProps = Omit<
  FormTextFieldProps<AccountFormInput, AccountFormOutput>,
  'label' | 'errorText' | 'name' | 'onEdit' | 'normalize'
> &
  Partial<Pick<FormTextFieldProps<AccountFormInput, AccountFormOutput>, 'normalize'>> & {
    name: AccountFieldName;
    onEdit: (name: AccountFieldName, value: string) => void;
  };

/** One text input of the shop details form; its label is `fields.<name>` of the account namespace. */
export function AccountTextField(props: AccountTextFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormTextField
      {...SHOP_DETAIL_INPUTS[props.name]}
      {...props}
      onEdit={(name, value) => props.onEdit(name as AccountFieldName, value)}
      label={t(`fields.${props.name}`)}
      errorText={(message) => {
        const key = validationKey(message);
        return key ? t(key) : message;
      }}
    />
  );
}
