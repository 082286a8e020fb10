import { type APIRequestContext, expect } from '@playwright/test';
import { smsCode, smsCount } from './sms-inbox.js';

// The customer's consents on the identity link, through its API (for walks that need the link
// done, not shown): the notice in force, the mobile verified with the code that arrived by SMS, the
// bureau authorization with a second code. Answers the link's API path.
export async function customerConsentsThroughTheApi(request: APIRequestContext, slug: string) {
  const path = `/api/v1/promoter/biometricvalidations/${slug}/`;
  const status = (await (await request.get(path)).json()) as {
    steps_left: string[];
    privacy_notice: { version: number };
  };
  const step = async (data: unknown) => expect((await request.patch(path, { data })).status()).toBe(200);
  const code = async () => {
    const before = smsCount();
    expect((await request.post(`${path}phone-code/`)).status()).toBe(200);
    return smsCode(before);
  };
  if (status.steps_left.includes('privacy'))
    await step({
      consent: {
        accepted: true,
        notice_version: status.privacy_notice.version,
        biometric: true,
        voluntary: {},
      },
    });
  if (status.steps_left.includes('phone')) await step({ phone_code: await code() });
  if (status.steps_left.includes('bureau'))
    await step({ bureau_authorization: { accepted: true, code: await code() } });
  return path;
}
