import { isMailTemplateName, renderPreview, writePreview } from '../../mail/mail-previews'
import { MAIL_TEMPLATE_NAMES } from '../../mail/mails'
import { need, parse, UsageError, type ShopCommand } from '../command-arguments'

/** `mail-preview <template> [--order ORDER] [--out FILE]`: an e-mail rendered to files. */
export const previewMail: ShopCommand = async ({ ctx, args, print }) => {
  const { values, positionals } = parse(args, { order: { type: 'string' }, out: { type: 'string' } })
  const name = need(positionals[0], '<template>')
  if (!isMailTemplateName(name)) {
    throw new UsageError(`Unknown template ${name}: one of ${MAIL_TEMPLATE_NAMES.join(', ')}.`)
  }
  const mail = await renderPreview(ctx, name, { order: values.order as string | undefined })
  const files = writePreview(mail, name, values.out as string | undefined)
  print(`HTML: ${files.html}`)
  print(`Text: ${files.text}`)
}
