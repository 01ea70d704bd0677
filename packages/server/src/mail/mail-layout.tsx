// One package per component, not the @react-email/components bundle: that one also loads Tailwind,
// Markdown and code highlighting, about 30 MiB of memory this shop's mails never use.
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { Config } from '../config'

/** What every e-mail shows of the shop: name, logo, contact details and links back. */
export interface MailShop {
  name: string
  email: string
  phone: string
  address: string
  /** The shop's public address without a trailing slash; every link in a mail is absolute. */
  url: string
}

export function mailShop(config: Pick<Config, 'publicUrl' | 'shop'>): MailShop {
  return {
    name: config.shop.name,
    email: config.shop.email,
    phone: config.shop.phone,
    address: config.shop.hqAddress,
    url: config.publicUrl,
  }
}

/** Pages of the shop the mails link to (the web app's routes). */
export const shopLinks = {
  home: (shop: MailShop) => `${shop.url}/`,
  orders: (shop: MailShop) => `${shop.url}/dashboard/order`,
  contact: (shop: MailShop) => `${shop.url}/contact-us`,
  login: (shop: MailShop) => `${shop.url}/login`,
  forgetPassword: (shop: MailShop) => `${shop.url}/forget-password`,
}

export const BRAND = '#0b5f73'
const TEXT = '#1f2a30'
const MUTED = '#5b6770'

export const textStyle = { fontSize: '15px', lineHeight: '22px', color: TEXT, margin: '0 0 12px' }
export const mutedStyle = { ...textStyle, fontSize: '13px', color: MUTED }
export const linkStyle = { color: BRAND, textDecoration: 'underline' }
export const buttonStyle = {
  backgroundColor: BRAND,
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  fontWeight: 600,
  padding: '10px 18px',
  textDecoration: 'none',
}

/**
 * The frame of every mail: logo and shop name linking to the shop, a heading, the message, and a
 * footer with the shop's contact details. Tables and inline styles only, which mail programs keep.
 */
export function MailLayout({
  shop,
  preview,
  heading,
  children,
}: {
  shop: MailShop
  preview: string
  heading: string
  children: ReactNode
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#eef3f4', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', padding: '24px 12px' }}>
          <Section style={{ paddingBottom: '16px' }}>
            <Link href={shopLinks.home(shop)} style={{ textDecoration: 'none', color: TEXT }}>
              <Img
                src={`${shop.url}/mail-logo.png`}
                width="40"
                height="40"
                alt=""
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '8px' }}
              />
              <span
                style={{ fontSize: '20px', fontWeight: 700, marginLeft: '10px', verticalAlign: 'middle' }}
              >
                {shop.name}
              </span>
            </Link>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px' }}>
            <Heading
              as="h1"
              style={{ fontSize: '22px', lineHeight: '28px', color: TEXT, margin: '0 0 16px' }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '16px 8px 0' }}>
            <Text style={mutedStyle}>
              <Link href={shopLinks.home(shop)} style={linkStyle}>
                Visit the shop
              </Link>
              {' · '}
              <Link href={shopLinks.orders(shop)} style={linkStyle}>
                My orders
              </Link>
              {' · '}
              <Link href={shopLinks.contact(shop)} style={linkStyle}>
                Contact us
              </Link>
            </Text>
            <Hr style={{ borderColor: '#d5dde0', margin: '8px 0' }} />
            <Text style={mutedStyle}>
              {`${shop.name} · ${shop.address}`}
              <br />
              {`${shop.phone} · `}
              <Link href={`mailto:${shop.email}`} style={linkStyle}>
                {shop.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
