import { ConfigValue, StaticPage } from './static-page'

export default function AccessibilityPage() {
  return (
    <StaticPage
      title="Accessibility"
      updated="January 15, 2025"
      intro="New parents browse at 3 a.m. on a phone held in one hand, with a screen reader, or with a magnifier. Cradle should work for every one of them."
    >
      <h2>Our commitment</h2>
      <p>
        We target conformance with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the
        whole platform, from browsing events to registering and paying.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>
          Every page can be used with a keyboard alone, with a visible focus indicator and a “Skip to content”
          link at the top.
        </li>
        <li>Pages use headings, landmarks and labelled form fields so screen readers can navigate them.</li>
        <li>Text and controls meet AA colour contrast in both the light and the dark theme.</li>
        <li>
          Layouts adapt from small phones (360 px wide) to large screens, and text can be zoomed to 200%.
        </li>
        <li>Animations are kept short and are reduced when your device asks for reduced motion.</li>
        <li>
          We ask providers to caption recordings and to describe visual material aloud during live sessions.
        </li>
      </ul>

      <h2>Known limitations</h2>
      <ul>
        <li>Live sessions run on third-party video platforms whose accessibility we do not fully control.</li>
        <li>
          Some materials shared by providers (for example PDFs) may not yet be fully accessible. Ask us and we
          will find an accessible format.
        </li>
      </ul>

      <h2>Tell us about a barrier</h2>
      <p>
        If something on Cradle is hard to use, or you need an event or material in another format, please use
        our{' '}
        <ConfigValue
          pick={(l) => l.accessibilityContactUrl}
          render={(url) => (
            <a href={url} target="_blank" rel="noopener noreferrer">
              accessibility contact form<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          fallback="accessibility contact form"
        />
        . We aim to reply within 2 business days and to fix reported barriers as quickly as we can.
      </p>
    </StaticPage>
  )
}
