import type { ComponentProps } from 'react'
import { renderMail, type RenderedMail } from './render-mail'
import {
  BackInStockMail,
  ContactMessageMail,
  ForgottenCartMail,
  OrderConfirmationMail,
  OrderStatusMail,
  PasswordChangedMail,
  PasswordResetMail,
  LoginCodeMail,
  ReturnUpdateMail,
} from './templates'

/**
 * Every e-mail the shop sends, as HTML and plain text from one template each. Services call these
 * (they are plain .ts); `npm run shop -- mail-preview <template>` renders the same ones.
 */
export const mails = {
  'password-reset': (p: ComponentProps<typeof PasswordResetMail>): Promise<RenderedMail> =>
    renderMail(<PasswordResetMail {...p} />),
  'login-code': (p: ComponentProps<typeof LoginCodeMail>): Promise<RenderedMail> =>
    renderMail(<LoginCodeMail {...p} />),
  'password-changed': (p: ComponentProps<typeof PasswordChangedMail>): Promise<RenderedMail> =>
    renderMail(<PasswordChangedMail {...p} />),
  'order-confirmation': (p: ComponentProps<typeof OrderConfirmationMail>): Promise<RenderedMail> =>
    renderMail(<OrderConfirmationMail {...p} />),
  'order-status': (p: ComponentProps<typeof OrderStatusMail>): Promise<RenderedMail> =>
    renderMail(<OrderStatusMail {...p} />),
  'contact-message': (p: ComponentProps<typeof ContactMessageMail>): Promise<RenderedMail> =>
    renderMail(<ContactMessageMail {...p} />),
  'back-in-stock': (p: ComponentProps<typeof BackInStockMail>): Promise<RenderedMail> =>
    renderMail(<BackInStockMail {...p} />),
  'forgotten-cart': (p: ComponentProps<typeof ForgottenCartMail>): Promise<RenderedMail> =>
    renderMail(<ForgottenCartMail {...p} />),
  'return-update': (p: ComponentProps<typeof ReturnUpdateMail>): Promise<RenderedMail> =>
    renderMail(<ReturnUpdateMail {...p} />),
}

export type MailTemplateName = keyof typeof mails
export const MAIL_TEMPLATE_NAMES = Object.keys(mails) as MailTemplateName[]
