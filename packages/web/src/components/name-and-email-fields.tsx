import { FormField, type FieldBinding } from './form-field'

/** A person's name and e-mail, both required, side by side from the given column class up. */
export function NameAndEmailFields({
  name,
  email,
  className,
}: {
  name: FieldBinding
  email: FieldBinding
  className: string
}) {
  return (
    <>
      <FormField className={className} label="Name" autoComplete="name" required {...name} />
      <FormField className={className} label="Email" type="email" autoComplete="email" required {...email} />
    </>
  )
}
