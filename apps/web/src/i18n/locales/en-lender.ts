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
};
