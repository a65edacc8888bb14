/** Copy of the Privacy Policy: every fact of the policy, in plain words. */
export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly { term: string; text: string }[];
}

export const PRIVACY_LAST_UPDATED = 'October 17, 2025';

export const PRIVACY = {
  title: 'Privacy Policy',
  lead: 'This policy explains what Sous stores about you, why, where it is kept and which rights you have.',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'Your account details: username, email address, a password hash (never the password itself) and, if you choose one, a profile picture.',
        'What you create: your prompts, the ingredients you type or photograph, the recipes you save and your collections.',
        'Basic usage data needed to keep you signed in, such as your last login and your login streak.',
      ],
    },
    {
      id: 'where-stored',
      heading: 'Where your data is stored',
      paragraphs: [
        'Our servers are located in the United States. By using Sous you understand that your data is processed there.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third parties',
      paragraphs: ['We share only what each service needs to do its job:'],
      list: [
        {
          term: 'Google sign-in',
          text: 'If you choose Continue with Google, Google confirms who you are and shares your name and email address with us.',
        },
        {
          term: 'AI text provider',
          text: 'Your prompt and ingredients are sent to an AI text provider to compose recipes and cooking instructions.',
        },
        {
          term: 'Cloud storage',
          text: 'Images you upload, such as ingredient photos and profile pictures, are kept in cloud storage.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Sous is not for children under 13. We do not knowingly collect data from anyone under 13; if you believe a child has signed up, contact us and we will delete the account.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under the GDPR',
      paragraphs: ['Wherever you live, you can ask us for:'],
      list: [
        { term: 'Access', text: 'a copy of the personal data we hold about you.' },
        { term: 'Rectification', text: 'correction of data that is wrong or incomplete.' },
        { term: 'Erasure', text: 'deletion of your account and your data.' },
        { term: 'Portability', text: 'your data in a structured, machine-readable format.' },
        { term: 'Objection', text: 'that we stop processing your data for a given purpose.' },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'To use any of these rights or to ask a question about this policy, write to us through the contact page.',
      ],
    },
  ] satisfies readonly PrivacySection[],
} as const;
