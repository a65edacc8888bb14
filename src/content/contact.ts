import { defineTexts } from '#src/lib/i18n/texts';

/** Copy of the Contact page: form texts, direct contacts and support hours (spec wording). */
export const CONTACT_SPEC = {
  docTitle: 'Contact',
  title: 'Contact Us',
  lead: 'Questions, ideas or a recipe that went wrong? Write to us and a real person will answer.',
  form: {
    heading: 'Send us a message',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending...',
    success: "Message Sent! We'll get back to you as soon as possible.",
    failure: 'Failed to send message. Please try again.',
    sendAnother: 'Send another message',
  },
  direct: {
    heading: 'Contact the team directly',
  },
  general: {
    heading: 'General inquiries',
    text: 'For press, partnerships and everything else:',
  },
  support: {
    heading: 'Support hours',
    items: {
      response: { label: 'Response time', text: 'Within 24-48 h' },
      weekdays: { label: 'Weekdays', text: 'Mon-Fri 9-6 EST' },
      weekends: { label: 'Weekends', text: 'Limited support on weekends' },
    },
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const CONTACT = defineTexts('contact', CONTACT_SPEC);

/** The simulated send: no server call, success after this delay. */
export const CONTACT_SEND_DELAY_MS = 1500;
