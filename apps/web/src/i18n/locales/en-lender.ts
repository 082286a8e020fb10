import type { LenderMessages } from './es-lender.js';

export const enLender: LenderMessages = {
  lenderProfile: {
    title: 'Lender profile',
    intro:
      "The lender's details that the cover sheet, the contract, the promissory note and the payroll instruction letter print. While any is missing, no contract is made.",
    sections: {
      lender: 'The lender',
      une: 'Customer service unit (UNE)',
      condusef: 'CONDUSEF',
      statements: 'Statements',
      signatory: 'Who signs for the lender',
    },
    fields: {
      legal_name: 'Legal name',
      rfc: 'RFC',
      address: 'Address',
      web_address: 'Website',
      une: { address: "UNE's address", phone: "UNE's phone", email: "UNE's e-mail" },
      condusef: { phone: "CONDUSEF's phone", web: "CONDUSEF's website" },
      statement_delivery: 'How the customer receives statements',
      signatory: { name: "Signatory's name", position: "Signatory's position" },
    },
    hints: {
      legal_name: 'As in the articles of incorporation: “Financiera X, S.A. de C.V., SOFOM, E.N.R.”.',
      rfc: '12 characters for a company, 13 for a person.',
      condusef: "CONDUSEF's public contact, already filled in. Change it only if CONDUSEF changes it.",
      statement_delivery: 'For example: “Monthly statement by e-mail, free of charge”.',
    },
    missingTitle_one: '{{count}} detail is missing before contracts can be made:',
    missingTitle: '{{count}} details are missing before contracts can be made:',
    complete: 'The profile is complete: new contracts print it as it is.',
    neverSaved: 'Not saved yet: what you see are the starting values.',
    updatedAt: 'Last saved: {{date}}',
    save: 'Save the profile',
    saved: 'Profile saved.',
  },
  privacyNotice: {
    title: 'Privacy notice',
    intro:
      'The full privacy notice the customer reads and accepts when opening their identity link. Every save makes a new version; each application keeps the version its customer accepted.',
    sampleBanner:
      "The notice in force (version {{version}}) is the demo's SAMPLE. It is not legal advice: replace it with your lender's notice, reviewed by your legal team.",
    none: 'There is no notice yet: customers cannot go on with their link until you write it.',
    checklist:
      "The notice must say which data are processed and why (necessary and voluntary purposes), the transfers (to the employer or paying agency and to credit bureaus) and how to exercise ARCO rights and revoke consent with the lender, not the promoter. The responsible party's identity and address come from the lender profile.",
    text: 'Notice text',
    textHint: '200 to 40,000 characters. Separate the parts with a blank line.',
    purposes: 'Voluntary purposes',
    purposesIntro:
      'The customer accepts or refuses each one separately; one left unanswered counts as refused. Up to 10. The key is for the records: “marketing”, “surveys”.',
    purposeKey: 'Key',
    purposeText: 'Text the customer reads',
    addPurpose: 'Add a purpose',
    removePurpose: 'Remove purpose {{number}}',
    noPurposes: 'No voluntary purposes.',
    save: 'Save as a new version',
    saved: 'Version {{version}} saved: customers read it from now on.',
    preview: 'How the customer reads it',
    previewHint: "With the lender profile's legal name and address.",
    previewVoluntary: 'They may accept or refuse:',
    lenderMissing: 'The lender profile has no legal name: the notice will not say who is responsible.',
    history: 'Versions',
    version: 'Version {{version}}',
    current: 'in force',
    sample: 'sample',
    by: '{{date}} · {{name}}',
    byDemo: '{{date}} · demo data',
    view: 'View version {{version}}',
    viewing: 'Version {{version}}, as it was written',
    close: 'Close',
  },
};
