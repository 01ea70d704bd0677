import { FormField, type FieldBinding } from '../form-field'

/** A blank slug is sent as none at all: the server then makes one from the name. */
export const slugOptions = { setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) }

/** The address name of a catalogue page (brand, category, product); register it with slugOptions. */
export function SlugField({
  className,
  hint = 'Empty: made from the name.',
  ...binding
}: FieldBinding & { className?: string; hint?: string }) {
  return <FormField className={className} label="Address name (slug)" hint={hint} {...binding} />
}

/** A brand's or a category's name and the slug made from it. */
export function NameAndSlugFields({
  name,
  slug,
  nameClassName,
}: {
  name: FieldBinding
  slug: FieldBinding
  nameClassName: string
}) {
  return (
    <>
      <FormField className={nameClassName} label="Name" required {...name} />
      <SlugField className="col-sm-4 mb-2" {...slug} />
    </>
  )
}
