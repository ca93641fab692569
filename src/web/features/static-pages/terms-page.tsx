import { Link } from 'wouter'
import { ConfigValue, StaticPage } from './static-page'

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      updated="January 15, 2025"
      intro="These terms apply when you browse Cradle, create an account or register for an event. By using Cradle you agree to them."
    >
      <h2>About Cradle</h2>
      <p>
        Cradle is a marketplace of live, online perinatal-care events (classes, workshops and support circles
        on pregnancy, birth, postpartum recovery, feeding, infant care and family wellbeing) led by
        independent care providers. Events are educational and supportive.{' '}
        <strong>They are not medical advice</strong> and do not replace care from your own doctor, midwife or
        other clinician. In an emergency, call your local emergency number.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          Give accurate details and keep your password to yourself. You are responsible for activity on your
          account.
        </li>
        <li>Children under 16 need parental consent to create an account or register for an event.</li>
        <li>We may suspend accounts that misuse the platform, harass others or break these terms.</li>
      </ul>

      <h2>Registering for events</h2>
      <ul>
        <li>A registration is personal to you and your household. Please do not share the join link.</li>
        <li>The join link is emailed 24 hours before the event starts.</li>
        <li>Spaces are limited. When an event is full you may be offered a place on its waitlist.</li>
        <li>Some events are open only to parents or only to providers; the event page says so.</li>
      </ul>

      <h2>Payments and refunds</h2>
      <p>
        Prices are shown in US dollars; free events are marked FREE. Paid events are charged when you
        register.
      </p>
      <ul>
        <li>You can ask for a refund up to 24 hours before the start of the event.</li>
        <li>
          There is no refund for a no-show, or for a cancellation made less than 24 hours before the start.
        </li>
        <li>If we or the provider cancel an event, you will receive a full refund.</li>
        <li>
          Refunds are handled case by case by our admin team: contact us with the event name and the email you
          registered with.
        </li>
      </ul>

      <h2>Behaviour in sessions</h2>
      <p>
        Sessions are spaces where people share personal experiences. Be kind, respect others’ privacy, do not
        record sessions without the provider’s permission, and do not share what others say outside the
        session. Providers may remove participants who disrupt a session.
      </p>

      <h2>Providers</h2>
      <p>
        Providers are independent professionals, not employees of Cradle. They are responsible for the content
        of their sessions and for holding the credentials they list. We review provider profiles, but we
        cannot guarantee every statement a provider makes.
      </p>

      <h2>Messages</h2>
      <p>
        We send service emails about your registrations. If you opt in to SMS, expect about 2-3 messages per
        event; reply STOP to opt out or HELP for help. How we handle your data is described in our{' '}
        <Link href="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Liability</h2>
      <p>
        Cradle is provided “as is”. To the extent the law allows, we are not liable for indirect losses, or
        for interruptions caused by your internet connection or the video platform used for a session. Nothing
        in these terms limits rights you have under consumer law.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms and will post the new date on this page. Questions? Email{' '}
        <ConfigValue
          pick={(l) => l.supportEmail}
          render={(email) => <a href={`mailto:${email}`}>{email}</a>}
          fallback="our support team"
        />
        .
      </p>
    </StaticPage>
  )
}
