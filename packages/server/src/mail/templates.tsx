import { Button } from '@react-email/button'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactElement } from 'react'
import {
  buttonStyle,
  linkStyle,
  MailLayout,
  mutedStyle,
  shopLinks,
  textStyle,
  type MailShop,
} from './mail-layout'

/** An order as the mails show it: every figure and date already formatted for the customer. */
export interface OrderSummary {
  orderNo: string
  /** 'dd-mm-yyyy' in the shop's time zone. */
  placedOn: string
  preOrder: boolean
  lines: { name: string; detail?: string; quantity: number; unitPrice: string; lineTotal: string }[]
  /** Subtotal, coupon, shipping, tax and total, the last one in bold. */
  totals: [label: string, value: string][]
  delivery: { label: 'Ship to' | 'Pickup at'; lines: string[] }
  /** A pre-order shipping with this earlier paid order, at no second shipping charge. */
  shipsWithOrderNo?: string | null
  /** Absolute link to the invoice PDF, once it is written. */
  invoiceUrl?: string
  /** Paid on account: the terms, due date and PO number the invoice says. */
  onAccount?: string[]
}

const cell = { fontSize: '14px', lineHeight: '20px', padding: '6px 4px', verticalAlign: 'top' as const }
const headCell = { ...cell, color: '#5b6770', fontWeight: 600, borderBottom: '1px solid #d5dde0' }
const num = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const }

/** The order's lines and totals as a table; figures are right-aligned so they line up. */
export function OrderSummaryTable({ order }: { order: OrderSummary }) {
  const last = order.totals.length - 1
  return (
    <table
      // Plain-text part: keep the rows and columns (html-to-text's data table).
      data-text-format="dataTable"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}
    >
      <thead>
        <tr>
          <th style={{ ...headCell, textAlign: 'left' }}>Item</th>
          <th style={{ ...headCell, ...num }}>Qty</th>
          <th style={{ ...headCell, ...num }}>Unit price</th>
          <th style={{ ...headCell, ...num }}>Total</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => (
          <tr key={i}>
            <td style={cell}>
              {line.name}
              {line.detail ? <div style={{ color: '#5b6770', fontSize: '12px' }}>{line.detail}</div> : null}
            </td>
            <td style={{ ...cell, ...num }}>{line.quantity}</td>
            <td style={{ ...cell, ...num }}>{line.unitPrice}</td>
            <td style={{ ...cell, ...num }}>{line.lineTotal}</td>
          </tr>
        ))}
        {order.totals.map(([label, value], i) => (
          <tr key={label}>
            <td
              colSpan={3}
              style={{
                ...cell,
                ...num,
                ...(i === 0 ? { borderTop: '1px solid #d5dde0' } : {}),
                ...(i === last ? { fontWeight: 700 } : {}),
              }}
            >
              {label}
            </td>
            <td
              style={{
                ...cell,
                ...num,
                ...(i === 0 ? { borderTop: '1px solid #d5dde0' } : {}),
                ...(i === last ? { fontWeight: 700 } : {}),
              }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Order confirmation: sent once a card payment is approved, an order is paid on account, or a pre-order placed. */
export function OrderConfirmationMail({
  shop,
  firstName,
  order,
}: {
  shop: MailShop
  firstName: string
  order: OrderSummary
}): ReactElement {
  const kind = order.preOrder ? 'pre-order' : 'order'
  return (
    <MailLayout
      shop={shop}
      preview={`Thank you for your ${kind} ${order.orderNo}`}
      heading={`Thank you for your ${kind}`}
    >
      <Text style={textStyle}>{`Dear ${firstName},`}</Text>
      <Text style={textStyle}>
        {`Thank you for your ${kind} ${order.orderNo} of ${order.placedOn}. Here is what you bought.`}
      </Text>
      <OrderSummaryTable order={order} />
      {order.onAccount?.length ? <Text style={textStyle}>{order.onAccount.join(' ')}</Text> : null}
      <Text style={textStyle}>
        <strong>{`${order.delivery.label}:`}</strong> {order.delivery.lines.join(', ')}
      </Text>
      {order.shipsWithOrderNo ? (
        <Text style={textStyle}>
          {`It ships with your order ${order.shipsWithOrderNo}, at no second shipping charge.`}
        </Text>
      ) : null}
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={shopLinks.orders(shop)} style={buttonStyle}>
          Track your order
        </Button>
      </Section>
      {order.invoiceUrl ? (
        <Text style={textStyle}>
          Your invoice:{' '}
          <a href={order.invoiceUrl} style={linkStyle}>
            {order.invoiceUrl}
          </a>
        </Text>
      ) : null}
      <Text style={textStyle}>{shop.name}</Text>
    </MailLayout>
  )
}

/** An order's new status (staff command), with the tracking id and, on a cancellation, the refund. */
export function OrderStatusMail({
  shop,
  orderNo,
  placedOn,
  status,
  note,
  trackingId,
  pickup,
  total,
  refunded,
  creditReturned,
}: {
  shop: MailShop
  orderNo: string
  placedOn: string
  status: string
  note?: string | null
  /** Null for a pickup order, which has no courier. */
  trackingId: string | null
  /** Where and when to collect an order that is ready for pickup. */
  pickup?: { address: string; hours: string }
  total: string
  /** The amount refunded to the card, when the order was cancelled and refunded. */
  refunded?: string
  /** The store credit the cancelled order had spent, back in the customer's balance. */
  creditReturned?: string
}): ReactElement {
  const facts: [string, string][] = [
    ['Order', orderNo],
    ['Placed on', placedOn],
    ['Status', status],
    ...(trackingId ? [['Tracking id', trackingId] as [string, string]] : []),
    ...(pickup
      ? [
          ['Collect at', pickup.address] as [string, string],
          ['Opening hours', pickup.hours] as [string, string],
        ]
      : []),
    ['Total', total],
  ]
  return (
    <MailLayout
      shop={shop}
      preview={`Your order ${orderNo} is now: ${status}`}
      heading={`Your order is now: ${status}`}
    >
      <Text style={textStyle}>{`Your order ${orderNo} of ${placedOn} is now: ${status}.`}</Text>
      {note ? <Text style={textStyle}>{note}</Text> : null}
      <table data-text-format="dataTable" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 16px' }}>
        <tbody>
          {facts.map(([label, value]) => (
            <tr key={label}>
              <td style={{ ...cell, color: '#5b6770', paddingRight: '24px' }}>{label}</td>
              <td style={{ ...cell, fontWeight: 600 }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {refunded ? <Text style={textStyle}>{`${refunded} has been refunded to your card.`}</Text> : null}
      {creditReturned ? (
        <Text style={textStyle}>{`${creditReturned} has been returned to your store credit.`}</Text>
      ) : null}
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={shopLinks.orders(shop)} style={buttonStyle}>
          Track your order
        </Button>
      </Section>
      <Text style={textStyle}>{shop.name}</Text>
    </MailLayout>
  )
}

/** The password reset code; the code is the secret the mailer keeps out of logs. */
export function PasswordResetMail({
  shop,
  firstName,
  code,
  validMinutes,
}: {
  shop: MailShop
  firstName: string
  code: string
  validMinutes: number
}): ReactElement {
  return (
    <MailLayout shop={shop} preview="Your password reset code" heading="Your password reset code">
      <Text style={textStyle}>{`Hello ${firstName},`}</Text>
      <Text style={textStyle}>{`Your password reset code is ${code}.`}</Text>
      <Text
        // Shown large for the eye; the sentence above already carries it in the plain-text part.
        data-skip-in-text="true"
        style={{
          ...textStyle,
          fontSize: '28px',
          lineHeight: '36px',
          fontWeight: 700,
          letterSpacing: '6px',
          textAlign: 'center',
          backgroundColor: '#eef3f4',
          borderRadius: '6px',
          padding: '12px 0',
        }}
      >
        {code}
      </Text>
      <Text style={textStyle}>
        {`It works for ${validMinutes} minutes: enter it on the `}
        <a href={shopLinks.forgetPassword(shop)} style={linkStyle}>
          password reset page
        </a>
        . If you did not ask to reset your password, ignore this e-mail: your password stays as it is.
      </Text>
    </MailLayout>
  )
}

/** The code a login needs when it comes from an address closed after many accounts failed there. */
export function LoginCodeMail({
  shop,
  firstName,
  code,
  validMinutes,
}: {
  shop: MailShop
  firstName: string
  code: string
  validMinutes: number
}): ReactElement {
  return (
    <MailLayout shop={shop} preview="Your login code" heading="Your login code">
      <Text style={textStyle}>{`Hello ${firstName},`}</Text>
      <Text style={textStyle}>{`Your login code is ${code}.`}</Text>
      <Text style={textStyle}>
        {`Someone logged in to your account with your password from a network we have to be careful with. If it was you, enter this code on the login page within ${validMinutes} minutes. If it was not you, do not share the code, and change your password.`}
      </Text>
    </MailLayout>
  )
}

/**
 * Told after every change of a customer's password (a change in the account or a reset), so a
 * change the customer did not make is noticed: what happened, when, and what to do.
 */
export function PasswordChangedMail({
  shop,
  firstName,
  changedAt,
  how,
}: {
  shop: MailShop
  firstName: string
  /** When, as the shop writes dates ('26-11-2026 14:05'). */
  changedAt: string
  how: 'changed' | 'reset'
}): ReactElement {
  return (
    <MailLayout shop={shop} preview="Your password was changed" heading="Your password was changed">
      <Text style={textStyle}>{`Hello ${firstName},`}</Text>
      <Text style={textStyle}>
        {`The password of your ${shop.name} account was ${how === 'reset' ? 'reset with a code sent to this address' : 'changed in your account'} on ${changedAt}. Every other session was signed out.`}
      </Text>
      <Text style={textStyle}>
        {'If this was you, there is nothing to do. If it was not, reset your password now on the '}
        <a href={shopLinks.forgetPassword(shop)} style={linkStyle}>
          password reset page
        </a>
        {` and tell us at ${shop.email}.`}
      </Text>
    </MailLayout>
  )
}

/** A shopper's message from the contact form, to the shop (reply goes to the shopper). */
export function ContactMessageMail({
  shop,
  name,
  email,
  phone,
  message,
}: {
  shop: MailShop
  name: string
  email: string
  phone: string
  message: string | null
}): ReactElement {
  return (
    <MailLayout shop={shop} preview={`Contact message from ${name}`} heading="New contact message">
      <Text style={textStyle}>
        <strong>Name:</strong> {name}
        <br />
        <strong>E-mail:</strong>{' '}
        <a href={`mailto:${email}`} style={linkStyle}>
          {email}
        </a>
        <br />
        <strong>Phone:</strong> {phone}
      </Text>
      <Text
        style={{ ...textStyle, whiteSpace: 'pre-wrap', borderLeft: '3px solid #d5dde0', paddingLeft: '12px' }}
      >
        {message ?? '(no message)'}
      </Text>
      <Text style={mutedStyle}>{`Answer this e-mail to reply to ${name}.`}</Text>
    </MailLayout>
  )
}

/**
 * Back in stock: a pre-order that can now ship (with its order number), or a shopper who asked to
 * be told when a sold-out product is back.
 */
export function BackInStockMail({
  shop,
  productName,
  productUrl,
  orderNo,
}: {
  shop: MailShop
  productName: string
  productUrl: string
  orderNo?: string
}): ReactElement {
  const heading = orderNo ? 'Your pre-order can now ship' : `${productName} is back in stock`
  return (
    <MailLayout shop={shop} preview={heading} heading={heading}>
      {orderNo ? (
        <Text style={textStyle}>
          {`Good news: ${productName} is back in stock, and your pre-order ${orderNo} can now ship. We will e-mail you again when it is on its way.`}
        </Text>
      ) : (
        <Text
          style={textStyle}
        >{`Good news: ${productName} is back in stock. You asked us to tell you.`}</Text>
      )}
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={orderNo ? shopLinks.orders(shop) : productUrl} style={buttonStyle}>
          {orderNo ? 'See your orders' : 'See the product'}
        </Button>
      </Section>
      <Text style={textStyle}>{shop.name}</Text>
    </MailLayout>
  )
}

/** The forgotten-cart reminder: the lines left in the cart at today's prices, a link back, a way out. */
export function ForgottenCartMail({
  shop,
  firstName,
  lines,
  cartUrl,
  unsubscribeUrl,
}: {
  shop: MailShop
  firstName: string
  /** `professional`: a professional-only product the customer may not buy: its label and how to apply, no price. */
  lines: { name: string; quantity: number; unitPrice: string; preOrder: boolean; professional?: string }[]
  cartUrl: string
  unsubscribeUrl: string
}): ReactElement {
  return (
    <MailLayout shop={shop} preview="You left items in your cart" heading="You left items in your cart">
      <Text style={textStyle}>{`Hello ${firstName},`}</Text>
      <Text style={textStyle}>{'Your cart is saved. At today’s prices it holds:'}</Text>
      <ul>
        {lines.map((l, i) => (
          <li key={i} style={textStyle}>
            {l.professional
              ? `${l.quantity} x ${l.name}: ${l.professional}`
              : `${l.quantity} x ${l.name} at ${l.unitPrice}${l.preOrder ? ' (pre-order)' : ''}`}
          </li>
        ))}
      </ul>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={cartUrl} style={buttonStyle}>
          Back to your cart
        </Button>
      </Section>
      <Text style={mutedStyle}>
        {'You chose to be reminded of a cart you left. '}
        <a href={unsubscribeUrl} style={linkStyle}>
          Stop these reminders
        </a>
        {' (one click; you can turn them on again in your profile).'}
      </Text>
    </MailLayout>
  )
}

/** A return's step (received, approved with instructions, refused with why, refunded or credited). */
export function ReturnUpdateMail({
  shop,
  returnNo,
  orderNo,
  heading,
  message,
  instructions,
}: {
  shop: MailShop
  returnNo: string
  orderNo: string
  heading: string
  message: string
  /** What to do next: drop off at the store, or the prepaid label. */
  instructions?: string
}): ReactElement {
  return (
    <MailLayout shop={shop} preview={heading} heading={heading}>
      <Text style={textStyle}>{`Return ${returnNo} for order ${orderNo}: ${message}`}</Text>
      {instructions ? <Text style={textStyle}>{instructions}</Text> : null}
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={shopLinks.orders(shop)} style={buttonStyle}>
          See your orders
        </Button>
      </Section>
      <Text style={mutedStyle}>{`Questions? Reply through ${shopLinks.contact(shop)}.`}</Text>
      <Text style={textStyle}>{shop.name}</Text>
    </MailLayout>
  )
}
