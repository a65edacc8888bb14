import { args } from '#src/lib/i18n/texts';

/**
 * The Privacy Policy's copy: the English source, every key. Sections, paragraphs and list items are
 * keyed groups shown in this order, so the completeness test names a missing one exactly
 * (`privacy.sections.rights.list.erasure.text`).
 */
const en = {
  docTitle: 'Privacy Policy',
  title: 'Privacy Policy',
  lead: 'This policy explains what Sous stores about you, why, where it is kept and which rights you have.',
  lastUpdated: args('Last updated: {{date}}', 'date'),
  contactLink: 'Go to the contact page',
  sections: {
    collect: {
      heading: 'What we collect',
      paragraphs: {
        account:
          'Your account details: username, email address, a password hash (never the password itself) and, if you choose one, a profile picture.',
        content:
          'What you create: your prompts, the ingredients you type or photograph, the recipes you save, your collections, your meal plan and your shopping list.',
        usage:
          'Basic usage data needed to keep you signed in, such as your last login and your login streak.',
      },
    },
    stored: {
      heading: 'Where your data is stored',
      paragraphs: {
        servers:
          'Our servers are located in the United States. By using Sous you understand that your data is processed there.',
      },
    },
    thirdParties: {
      heading: 'Third parties',
      paragraphs: { intro: 'We share only what each service needs to do its job:' },
      list: {
        google: {
          term: 'Google sign-in',
          text: 'If you choose Continue with Google, Google confirms who you are and shares your name and email address with us.',
        },
        ai: {
          term: 'AI text provider',
          text: 'Your prompt and ingredients are sent to an AI text provider to compose recipes and cooking instructions.',
        },
        storage: {
          term: 'Cloud storage',
          text: 'Images you upload, such as ingredient photos and profile pictures, are kept in cloud storage.',
        },
      },
    },
    children: {
      heading: 'Children',
      paragraphs: {
        age: 'Sous is not for children under 13. We do not knowingly collect data from anyone under 13; if you believe a child has signed up, contact us and we will delete the account.',
      },
    },
    rights: {
      heading: 'Your rights under the GDPR',
      paragraphs: { intro: 'Wherever you live, you can ask us for:' },
      list: {
        access: { term: 'Access', text: 'a copy of the personal data we hold about you.' },
        rectification: {
          term: 'Rectification',
          text: 'correction of data that is wrong or incomplete.',
        },
        erasure: { term: 'Erasure', text: 'deletion of your account and your data.' },
        portability: {
          term: 'Portability',
          text: 'your data in a structured, machine-readable format.',
        },
        objection: {
          term: 'Objection',
          text: 'that we stop processing your data for a given purpose.',
        },
      },
    },
    contact: {
      heading: 'Contact',
      paragraphs: {
        write:
          'To use any of these rights or to ask a question about this policy, write to us through the contact page.',
      },
    },
  },
};

export default en;
