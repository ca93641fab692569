import { Link } from 'wouter'
import { ConfigValue, StaticPage } from './static-page'

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="November 28, 2026"
      intro="Cradle helps families find live online classes and support circles during pregnancy, after birth and through the first years. This policy explains what we collect, why, how long we keep it and the choices you have."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your name, email address, time zone and, if you choose to give it,
          a mobile phone number.
        </li>
        <li>
          <strong>Registrations</strong>: the events you sign up for, when you registered, payment status for
          paid events and how you found the event (for example a newsletter link).
        </li>
        <li>
          <strong>Preferences</strong>: whether you want reminders by email, by text message or both, and when
          you gave or withdrew that consent.
        </li>
        <li>
          <strong>Your stage, if you add it</strong>: a due date or a child’s birth date you add in Settings,
          so we can show the classes that fit where you are. Only you see it: never providers, never staff
          screens, never any export. It is deleted when you remove it or delete your account.
        </li>
        <li>
          <strong>Usage information</strong>: pages visited and features used, so we can see what helps
          families and what needs fixing. Your theme choice and a short list of recent page views stay in your
          own browser.
        </li>
      </ul>
      <p>
        Card payments are processed by our payment provider. Cradle never sees or stores your full card
        number. We do not ask for medical records, and we ask you not to share health details in bug reports
        or feedback forms.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>
          To register you for events and send your confirmation, calendar invitation and the join link, which
          is emailed 24 hours before each event.
        </li>
        <li>To send the reminders you asked for and a short survey after an event.</li>
        <li>
          To share your name and email with the provider running an event you registered for, only so they can
          run that session.
        </li>
        <li>To keep the platform secure, answer support requests and improve our classes.</li>
      </ul>
      <p>We never sell your personal information and we do not use it for third-party advertising.</p>

      <h2>Text messages</h2>
      <p>
        If you turn on SMS reminders, you will receive about 2-3 messages per event you register for (a
        reminder before the event and, sometimes, a change of schedule). Message and data rates may apply.
        Reply <strong>STOP</strong> at any time to stop text messages, or <strong>HELP</strong> for help. You
        can also switch SMS off in <Link href="/notifications">notification preferences</Link>.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Registration records (including payment status and amount, never card details) are kept for up to 7
          years from the registration, to meet accounting and legal obligations and to answer questions about
          past events. A daily task then deletes them.
        </li>
        <li>
          Analytics (how you found an event, such as a newsletter link) and the log of emails and text
          messages we sent are kept for up to 2 years, then cleared by the same daily task.
        </li>
        <li>
          Sign-in records (attempts, sessions, password-reset and confirmation links) are kept for a few hours
          to a few days after they stop being used, to protect your account, then deleted.
        </li>
        <li>
          Account details are kept while your account is open. When you delete your account, they are erased
          at once (see below).
        </li>
      </ul>

      <h2>Children</h2>
      <p>
        Cradle is meant for parents, caregivers and care providers. When you create an account we ask you to
        confirm that you are 16 or older, or that a parent or guardian consents, and we record when you did.
        If you sign in through your organization's account, we ask the same question the first time. Children
        under 16 need parental consent to create an account or register for an event, and we do not knowingly
        collect information from children under 16 without it. If you believe a child has given us information
        without consent, contact us and we will delete it.
      </p>

      <h2>Your choices and rights</h2>
      <ul>
        <li>
          See and correct your details in <Link href="/profile">My Profile</Link>.
        </li>
        <li>
          Change how we contact you, or your email address, in <Link href="/settings">Settings</Link>. A new
          address must be confirmed through a link we send to it, and we tell your old address about the
          change.
        </li>
        <li>
          <strong>Download your data</strong> in Settings: one click gives you everything we hold about you
          (profile, preferences, registrations and attendance, payments, waitlist places, votes, favourites,
          proposals, reviews you wrote, your certificates, the messages we and session organizers sent you,
          your sign-in history and whether two-step sign-in is on) as a file and a readable summary. The
          download link works only for you, for 24 hours.
        </li>
        <li>
          <strong>Delete your account</strong> in Settings, confirmed with your password. You are signed out
          everywhere at once; your name, email, phone and preferences are erased; upcoming registrations are
          cancelled (paid ones refunded by our cancellation policy) and nothing more is sent to you. Your
          certificates, two-step sign-in and recovery codes are deleted. Records of past registrations and
          payments are kept without your name for the 7 years above; reviews you wrote stay, shown as from "A
          family", so providers' ratings stay right.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        Passwords are stored only as salted, memory-hard hashes (Argon2id at current OWASP settings), and we
        refuse passwords that appear in lists of leaked passwords. Any account can turn on{' '}
        <strong>two-step sign-in</strong> in Settings: after the password, Cradle asks for a 6-digit code from
        an authenticator app on your phone, or one of ten single-use recovery codes. The app's secret is
        stored encrypted and never shown again after setup; turning it off needs your password. Sessions use
        secure cookies, you can see and end your signed-in sessions in Settings, and every connection to
        Cradle is encrypted. Access to registration data is limited to the staff and providers who need it,
        and administrators can be required to use two-step sign-in.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about privacy? Email{' '}
        <ConfigValue
          pick={(l) => l.supportEmail}
          render={(email) => <a href={`mailto:${email}`}>{email}</a>}
          fallback="our support team"
        />
        . See also our <Link href="/terms">Terms of Service</Link>.
      </p>
    </StaticPage>
  )
}
