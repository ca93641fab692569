import { Link } from 'wouter'
import { ConfigValue, StaticPage } from './static-page'

const SECTIONS = [
  ['what-is-cradle', 'What is Cradle'],
  ['getting-started', 'Getting Started'],
  ['parents', 'For Parents & Families'],
  ['admins', 'For Admins & Staff'],
  ['finding-your-way', 'Finding Your Way Around'],
  ['common-questions', 'Common Questions'],
  ['need-help', 'Need Help'],
] as const

export default function UserGuidePage() {
  return (
    <StaticPage title="User Guide" intro="Everything you need to find, join and run events on Cradle.">
      <nav aria-label="On this page" className="rounded-lg border bg-muted/40 p-4">
        <p className="mb-2 text-sm font-semibold">On this page</p>
        <ul className="columns-1 sm:columns-2">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="what-is-cradle">What is Cradle</h2>
      <p>
        Cradle is a marketplace of live online events for the perinatal journey: childbirth preparation,
        postpartum recovery, lactation and feeding, infant sleep and care, and family wellbeing. Sessions are
        led by vetted care providers such as doulas, midwives, lactation consultants and perinatal therapists,
        and you join them from home.
      </p>

      <h2 id="getting-started">Getting Started</h2>
      <ol>
        <li>
          Choose <strong>Sign Up</strong> (or <strong>Sign In</strong> if you already have an account) in the
          top right corner.
        </li>
        <li>You sign up or sign in through our secure sign-in system.</li>
        <li>
          Afterwards you are redirected back to the page you were on, so you can carry on where you left off.
        </li>
      </ol>
      <p>You can browse events, providers and Coming Soon classes without an account.</p>

      <h2 id="parents">For Parents &amp; Families</h2>
      <ul>
        <li>
          <strong>Find an event</strong> in <Link href="/events">Browse Events</Link>: search by topic or
          provider and switch between month, week and list views.
        </li>
        <li>
          <strong>Register</strong> from the event page. Free events take one click; paid events ask for a
          card. You get a confirmation email and a calendar invitation.
        </li>
        <li>
          <strong>Captions or an interpreter</strong>: when you register, you can ask for captions, an ASL
          interpreter, an interpreter in your language or something else. The facilitator and our team are
          told, and your <Link href="/my-events">My Events</Link> card shows whether it is arranged.
        </li>
        <li>
          <strong>Full events</strong>: registering for an event that is at capacity joins its waitlist, and
          we let you know if a place opens up.
        </li>
        <li>
          <strong>Join on the day</strong>: the join link is emailed 24 hours before the start and is also on
          your <Link href="/my-events">My Events</Link> page.
        </li>
        <li>
          <strong>Vote for what comes next</strong>: parents vote on the{' '}
          <Link href="/coming-soon">Coming Soon</Link> classes they would like to see scheduled.
        </li>
        <li>
          <strong>Reminders</strong>: choose email, SMS or both in{' '}
          <Link href="/notifications">Notification Preferences</Link>.
        </li>
      </ul>

      <h2 id="admins">For Admins &amp; Staff</h2>
      <ul>
        <li>
          <strong>Create events</strong> with Create Event: details, up to three providers, agenda, materials
          and a banner image. Drafts save automatically; publish when ready.
        </li>
        <li>
          <strong>Manage events</strong>: publish drafts, archive past events, download registrations as a
          spreadsheet with attendee details, payment status and tracking data.
        </li>
        <li>
          <strong>Proposals Inbox</strong>: review class ideas sent by providers, ask for more information,
          approve or decline them.
        </li>
        <li>
          <strong>Providers and users</strong>: keep the provider directory up to date and change user roles.
        </li>
        <li>
          <strong>AI Tools</strong>: paste a list of providers, events or class ideas and review the preview
          before anything is created.
        </li>
        <li>
          <strong>View As</strong>: admins can preview the platform as a parent or provider from the header;
          choose “Reset to Admin View” to return.
        </li>
      </ul>

      <h2 id="finding-your-way">Finding Your Way Around</h2>
      <ul>
        <li>
          The <strong>header</strong> links to Browse Events, Coming Soon, the Provider Directory and the
          Provider Portal, and holds the light/dark theme switch and your account menu.
        </li>
        <li>
          Once signed in, the <strong>sidebar</strong> lists the pages for your role. Collapse it to icons
          with Ctrl+B (Cmd+B on a Mac); on a phone it opens from the menu button.
        </li>
        <li>
          The round <strong>bug button</strong> in the bottom right corner sends a problem report to our team
          from any page.
        </li>
        <li>
          Press <strong>Tab</strong> on any page to reach “Skip to content”.
        </li>
      </ul>

      <h2 id="common-questions">Common Questions</h2>
      <h3>Can I get a refund?</h3>
      <p>
        Refunds are available up to 24 hours before the start. There is no refund for a no-show. Contact us
        and we will handle it case by case.
      </p>
      <h3>I did not receive the join link.</h3>
      <p>It is sent 24 hours before the event. Check your spam folder, then your My Events page.</p>
      <h3>Can my partner join?</h3>
      <p>Yes, one registration covers your household on one screen.</p>
      <h3>How do I stop text messages?</h3>
      <p>Reply STOP to any message, or switch SMS off in Settings.</p>

      <h2 id="need-help">Need Help</h2>
      <p>
        Email our support team at{' '}
        <ConfigValue
          pick={(l) => l.supportEmail}
          render={(email) => <a href={`mailto:${email}`}>{email}</a>}
          fallback="the address shown in the footer’s Questions & Feedback form"
        />{' '}
        or use the Report a Bug button. We reply within one business day.
      </p>
    </StaticPage>
  )
}
