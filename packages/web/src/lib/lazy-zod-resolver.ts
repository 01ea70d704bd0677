import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver that checks with a zod schema loaded at the form's first check (its
 * first submission), not with the form: a page that shows a form hydrates without zod and the
 * schemas, whose building is a long task on a slow phone
 * (docs/decisions/0098-the-first-load-carries-what-hydrating-needs.md).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    )
    return (await resolver)(values, context, options)
  }
}
