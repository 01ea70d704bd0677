import {
  PRIVACY_ANSWER_DAYS,
  PRIVACY_DOWNLOAD_HOURS,
  PRIVACY_NOTICE_VERSION,
} from '@shop/shared/schemas/privacy'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { MailLink, PolicyPage, type PolicySection } from './policy-page'

/** docs/requirements/storefront.md §8: the privacy policy; the site is not for children under 13. */
export function PrivacyPolicy({ shop }: { shop: ShopInfo }) {
  const sections: PolicySection[] = [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: (
        <p>
          {shop.name}, of {shop.hq_address}, is responsible for the personal information described in this
          policy. If you have a question about it or want to use any of your rights, e-mail us at{' '}
          <MailLink email={shop.email} />.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Account details</strong> you give us: name, e-mail address, phone numbers, postal and
            delivery addresses, and, if you choose to add them, gender and date of birth.
          </li>
          <li>
            <strong>Orders and subscriptions</strong>: what you bought, when, the delivery or pickup details
            and the order&rsquo;s status.
          </li>
          <li>
            <strong>Payment</strong>: the card brand and last four digits only. Card numbers and security
            codes go directly to our payment processor; we never see or store them.
          </li>
          <li>
            <strong>What you send us</strong>: reviews, contact messages and newsletter sign-ups.
          </li>
          <li>
            <strong>Technical data</strong>: your IP address and browser details, which our servers record to
            keep the website secure and to limit abuse such as repeated login attempts.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>take, deliver and support your orders, pre-orders and subscriptions;</li>
            <li>run your account, including password resets and order tracking;</li>
            <li>answer your questions and handle returns and complaints;</li>
            <li>protect you and us against fraud and misuse;</li>
            <li>send our newsletter, only if you asked for it;</li>
            <li>remind you of a cart you left, only if you chose that reminder; and</li>
            <li>keep the records Bermuda law requires of a business.</li>
          </ul>
          <p>
            We do not sell or rent your personal information to anyone, and we do not use it for advertising.
          </p>
          <p>
            Each time you agree to or stop a mail that is not about an order of yours (the newsletter, cart
            reminders), we record what you chose, when, and the version of this policy you saw, and you can
            see that record under My account &gt; Privacy.
          </p>
        </>
      ),
    },
    {
      id: 'health-information',
      heading: 'Health-related information',
      body: (
        <p>
          What you buy from a medical supplier can say something about your health. We treat your order
          history as sensitive: only staff who need it to serve you can see it, and we never use it to profile
          you or share it for marketing.
        </p>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: (
        <p>
          We share only what each needs with the courier that delivers your order, our payment processor, and
          the companies that host and maintain our systems under contract with us. We disclose information to
          public authorities only when the law requires it.
        </p>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: (
        <p>
          We keep your account details while your account is open. Order and payment records are kept for as
          long as Bermuda law requires businesses to keep accounting records, then deleted. Contact messages
          are deleted once they are no longer needed to answer you.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'How we protect it',
      body: (
        <p>
          Connections to our website are encrypted. Passwords are stored only as strong one-way hashes,
          sessions expire, and access to customer data is limited to the staff who need it. No system is
          perfectly secure, so please use a password you do not use anywhere else.
        </p>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: (
        <>
          <p>
            Under Bermuda&rsquo;s Personal Information Protection Act 2016 you may ask us for a copy of the
            personal information we hold about you, ask us to correct or delete it, and object to its use for
            marketing. You can update most details yourself in your account. To make a request, e-mail{' '}
            <MailLink email={shop.email} />; we will answer within 45 days. If you are not satisfied with our
            answer, you may complain to the Privacy Commissioner for Bermuda.
          </p>
          <p>
            You can also do it yourself under My account &gt; Privacy: download everything we hold that names
            you (a zip of JSON and CSV files, whose link works for {PRIVACY_DOWNLOAD_HOURS} hours), or, after
            entering your password again, have your personal information erased at once. Our staff see every
            such request and answer any that needs them within {PRIVACY_ANSWER_DAYS} days.
          </p>
        </>
      ),
    },
    {
      id: 'after-erasure',
      heading: 'What we keep after erasure, and why',
      body: (
        <>
          <p>
            Erasure removes your name, e-mail address, phone numbers and addresses from everything we hold,
            including past orders, reviews (which stay under no name), contact messages, mail we sent you and
            our staff&rsquo;s notes, and ends every session. Your address book, wish list, lists, saved carts,
            newsletter sign-up and downloads are deleted, and any subscription ends. Some records stay,
            without anything that names you:
          </p>
          <ul>
            <li>
              <strong>Orders&rsquo; totals, payments, refunds, invoices and store credit</strong>: Bermuda law
              requires a business to keep its accounting records, and our books must still add up.
            </li>
            <li>
              <strong>Which product lots each order took, and recall notices</strong>: if a product is
              recalled, we must be able to show which units went out and whom we warned.
            </li>
            <li>
              <strong>Professional licence records</strong> (profession, licence number, issuing body and
              expiry): they show why professional-only products were sold.
            </li>
            <li>
              <strong>Your choices about mail</strong>: the record that you agreed to or stopped a mail, and
              when, without your address.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Children',
      body: (
        <p>
          Our website is not intended for children under 13, and we do not knowingly collect personal
          information from children under 13. If you believe a child under 13 has given us personal
          information, please contact us and we will delete it. You must be 18 or over to place an order.
        </p>
      ),
    },
    {
      id: 'storage',
      heading: 'Cookies and browser storage',
      body: (
        <p>
          We use no advertising cookies and no third-party trackers. Your browser&rsquo;s local storage keeps
          your login session and your carts so they survive a page reload; logging out clears the session. The
          share buttons on product pages contact a social network only when you click one.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We will post any change to this policy on this page with a new date, and e-mail account holders
          about important changes.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: (
        <p>
          E-mail <MailLink email={shop.email} />, call {shop.phone}, or write to {shop.mailing_address}.
        </p>
      ),
    },
  ]
  return (
    <PolicyPage
      title="Privacy Policy"
      dateLine={`Last updated 7 December 2026 (version ${PRIVACY_NOTICE_VERSION})`}
      intro={
        <p>
          This policy explains what personal information {shop.name} collects when you use our website or
          order from us, why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  )
}
