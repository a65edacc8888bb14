/** Copy of the Contact page: form texts, direct contacts and support hours. */
export const CONTACT = {
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
    items: [
      { label: 'Response time', text: 'Within 24-48 h' },
      { label: 'Weekdays', text: 'Mon-Fri 9-6 EST' },
      { label: 'Weekends', text: 'Limited support on weekends' },
    ],
  },
} as const;

/** The simulated send: no server call, success after this delay. */
export const CONTACT_SEND_DELAY_MS = 1500;
