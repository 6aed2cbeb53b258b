import { SUPPORT_EMAIL } from '@/shared/contact';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="6 Oct 2025"
      intro="HomeTruths helps renters share honest experiences of the homes they rented. This policy explains what we collect, why, and the choices you have."
      sections={[
        {
          heading: 'Information We Collect',
          body: (
            <p>
              Account details you give us (name, email, password, or the profile shared when you sign in with Google or
              Apple), the reviews, ratings and photos you submit, optional profile details (phone, address, city,
              country, about), and basic technical data such as device type and pages visited.
            </p>
          ),
        },
        {
          heading: 'How We Use Your Information',
          body: (
            <p>
              To run your account, publish and moderate reviews, send verification and password-reset codes, answer your
              messages, keep the service secure and improve it. We never sell your personal data.
            </p>
          ),
        },
        {
          heading: 'Sharing of Information',
          body: (
            <p>
              Reviews are public. When you publish anonymously, your name and photo are never shown with the review. We
              share data only with service providers that host and operate HomeTruths for us, or when the law requires
              it.
            </p>
          ),
        },
        {
          heading: 'Your Rights',
          body: (
            <p>
              You can see and correct your profile at any time, delete your reviews, and ask us for a copy of your data
              or to close your account by writing to us.
            </p>
          ),
        },
        {
          heading: 'Data Retention and Security',
          body: (
            <p>
              We keep your data while your account is open and as long as needed for legal obligations. Passwords are
              stored only as strong one-way hashes, photos are stripped of location metadata, and all traffic is
              encrypted.
            </p>
          ),
        },
        {
          heading: "Children's Privacy",
          body: <p>HomeTruths is not directed at children under 16 and we do not knowingly collect their data.</p>,
        },
        {
          heading: 'Contact Us',
          body: (
            <p>
              Questions about this policy? Email{' '}
              <a className="text-primary underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
