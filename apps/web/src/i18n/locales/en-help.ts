import type { esHelp } from './es-help.js';
import type { Widen } from './widen.js';

export const enHelp: Widen<typeof esHelp> = {
  help: {
    title: 'Help',
    body: 'Search for an answer or write to us; our support team helps you with the platform and your applications.',
    search: 'Search help',
    searchPlaceholder: 'E.g. identity link, documents, CAT',
    noResults: 'No answers found for “{{query}}”. Write to us and we will help.',
    results_one: '{{count}} answer',
    results: '{{count}} answers',
    faqTitle: 'Frequently asked questions',
    contactsTitle: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    hours: 'Hours',
    noContacts: 'Your administrator has not set the support contacts yet.',
    write: {
      title: 'Write to support',
      open: 'Write to support',
      name: 'Your name',
      email: 'Your e-mail',
      subject: 'Subject',
      message: 'Message',
      messageHint: 'Tell us what happened and, if it applies, the application folio.',
      send: 'Send message',
      sent: 'We received your message. Your reference is {{reference}}.',
      another: 'Write another message',
    },
    faq: {
      simulate: {
        q: 'How do I simulate a loan?',
        a: 'In Simulator choose the convenio and the product, then type the amount and the term. The payment, the CAT and the amortisation table are worked out at once; with the customer’s net pay you also see their payroll capacity. Save the simulation to start an application with those figures.',
      },
      cat: {
        q: 'What is the CAT and why does it exclude VAT?',
        a: 'The Costo Anual Total gathers interest, the opening commission and insurance into one yearly rate, as Banxico requires. It is stated without VAT, for information and comparison.',
      },
      steps: {
        q: 'What are the steps of an application?',
        a: 'Branch, convenio, product, biometrics (identity check), general data (two pages), address, employment, references and request data; then the documents and the preview. Each step is saved when you continue, so you can pick it up again from My applications.',
      },
      identityLink: {
        q: 'The customer cannot open the identity link',
        a: 'The link lasts 24 hours and serves one check. Ask the customer to open it in their phone’s browser (not inside another app) with steady data or Wi-Fi. If it expired or was used, make a new one from the biometrics step.',
      },
      identityCamera: {
        q: 'The camera does not open on the customer’s phone',
        a: 'The browser needs permission to use the camera. If it was denied, it can be allowed in the site settings, or the customer can use “Choose file” to upload a photo taken with the phone’s camera.',
      },
      documents: {
        q: 'Which documents do I need, and in what format?',
        a: 'The list depends on the product and the convenio and appears in the documents step. PDF, JPG and PNG are accepted; each type has a size limit. Photos are turned upright and their location data removed on upload.',
      },
      capacity: {
        q: 'Why does it say the payment exceeds the capacity?',
        a: 'The payroll deduction cannot exceed the share of net pay the convenio allows, minus other deductions. Lower the amount or lengthen the term.',
      },
      changes: {
        q: 'I was asked for changes on an application',
        a: 'Open the application from My applications: the named sections can be edited and the reviewer’s message says what to fix. When you are done, submit it again.',
      },
      password: {
        q: 'I forgot my password',
        a: 'On the sign-in screen choose “Forgot your password?” and we will e-mail a link that works once and expires in an hour.',
      },
    },
  },
};
