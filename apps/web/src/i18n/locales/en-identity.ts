import type { esIdentity } from './es-identity.js';
import type { Widen } from './widen.js';

export const enIdentity: Widen<typeof esIdentity> = {
  identity: {
    welcome:
      '{{lender}} needs to confirm your identity for your loan application. It takes a few minutes and you only need your voter ID and your phone.',
    stepConsent: 'Read and accept the privacy notice.',
    stepPhotos: 'Take a photo of the front and back of your voter ID, and a selfie.',
    stepSend: 'Send the photos.',
    start: 'Start',
    noticeTitle: 'Privacy notice',
    notice:
      '{{lender}} is responsible for your personal data. We will use the photos of your ID and your selfie only to verify your identity for this loan application, under Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties. You can exercise your ARCO rights through your adviser.',
    accept: 'I have read and accept the privacy notice, and I authorise the photos.',
    acceptAndContinue: 'Accept and continue',
    capture: {
      id_front: 'Front of your voter ID',
      id_back: 'Back of your voter ID',
      selfie: 'Your selfie',
    },
    hint: {
      id_front: 'Place the front of your card inside the frame, on a flat surface with good light.',
      id_back: 'Now the back, inside the frame and without glare.',
      selfie: 'Look at the camera, without sunglasses or a cap, with your face inside the oval.',
    },
    photoOf: 'Photo {{current}} of {{total}}',
    takePhoto: 'Take photo',
    choosePhoto: 'Choose a photo',
    noCamera: 'We could not use the camera. Choose or take the photo with your phone.',
    preview: 'Photo preview',
    retake: 'Take another',
    usePhoto: 'Use this photo',
    uploading: 'Uploading the photo',
    readyTitle: 'All set',
    readyBody: 'You have taken the three photos. Send them to finish.',
    send: 'Send',
    doneTitle: 'Thank you!',
    doneBody:
      'We received your photos. Your adviser will let you know how your application continues. You can close this page now.',
    usedTitle: 'Verification sent',
    usedBody: 'This verification was already sent; the link can no longer be used.',
    unknownLink: 'This link does not exist. Ask your adviser for a new one.',
    expiredLink: 'This link has expired or was replaced. Ask your adviser for a new one.',
  },
  signature: {
    title: 'Sign your contract',
    intro:
      '{{lender}} approved your loan {{folio}}. Read each document, accept it and sign with the code we will send you.',
    documents: 'Documents to sign',
    documentsHelp: 'Open each document to read it; then you can mark it as accepted.',
    open: 'Open',
    openNamed: 'Open {{name}}',
    acceptNamed: 'I have read and accept: {{name}}',
    consent:
      'I agree to sign these documents electronically with {{lender}}, with the same validity as my handwritten signature.',
    codeTitle: 'One-time code',
    codeHelp: 'We will send a 6-digit code to {{to}}.',
    codeSent: 'We sent the code to {{to}}. It expires in 10 minutes.',
    sendCode: 'Send code',
    resend: 'Send another code',
    code: 'Code (6 digits)',
    attemptsLeft_one: '{{count}} attempt left.',
    attemptsLeft: '{{count}} attempts left.',
    draw: 'Draw your signature with your finger',
    clear: 'Clear signature',
    sign: 'Sign contract',
    doneTitle: 'Done, you signed your contract!',
    doneBody:
      'Your adviser can now see the signature of loan {{folio}}. We will let you know when it is deposited.',
  },
};
