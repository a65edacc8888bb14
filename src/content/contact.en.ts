/**
 * Copy of the Contact page (form texts, direct contacts, support hours): the English source, every
 * key.
 */
const en = {
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

export default en;
