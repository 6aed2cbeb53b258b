import { LegalPage } from './legal-page';
import { SUPPORT_EMAIL } from '@/shared/contact';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      updated="6 Oct 2025"
      intro="By using HomeTruths you agree to these terms. Please read them with care."
      sections={[
        {
          heading: 'Eligibility',
          body: <p>You must be at least 18 years old to create an account or publish a review.</p>,
        },
        {
          heading: 'User Content',
          body: (
            <p>
              You own the reviews and photos you post and give HomeTruths a licence to display them. You are responsible
              for what you post, and it must describe your own rental experience.
            </p>
          ),
        },
        {
          heading: 'Prohibited Use',
          body: (
            <p>
              No harassment, hate speech, spam, fake reviews, reviews written for payment, or sharing private details of
              individuals other than landlords or agents acting in that role.
            </p>
          ),
        },
        {
          heading: 'Accuracy',
          body: (
            <p>
              Reviews reflect individual opinions. HomeTruths does not verify every statement and makes no promise about
              any property.
            </p>
          ),
        },
        {
          heading: 'Suspension',
          body: <p>We may remove content or suspend accounts that break these terms or the content guidelines.</p>,
        },
        {
          heading: 'Liability',
          body: (
            <p>
              HomeTruths is provided as is. To the extent the law allows, we are not liable for decisions made on the
              basis of reviews.
            </p>
          ),
        },
        {
          heading: 'Changes',
          body: <p>We may update these terms; continued use after a change means you accept it.</p>,
        },
        { heading: 'Governing Law', body: <p>These terms are governed by the laws of Singapore.</p> },
        {
          heading: 'Contact',
          body: (
            <p>
              Write to{' '}
              <a className="text-primary underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
          ),
        },
        {
          heading: 'Disclaimer',
          body: (
            <p>
              Reviews are the views of their authors, not of HomeTruths. Anyone who believes a review is inaccurate or
              harmful can tell us through the contact page.
            </p>
          ),
        },
        {
          heading: 'Content Guidelines',
          body: (
            <ul className="list-disc space-y-1 pl-6">
              <li>Write about your own stay: the home, the landlord or agent, repairs, deposit and neighbourhood.</li>
              <li>
                Do not name individuals other than landlords or agents, and do not share phone numbers or addresses of
                people.
              </li>
              <li>Keep it factual and respectful; moderation may occur before and after publication.</li>
            </ul>
          ),
        },
      ]}
    />
  );
}
