import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPromoter, startTestServer, type TestServer } from '../../test/support/server.js';
import { startSmtpListener } from '../../test/support/smtp-listener.js';
import { mailOutbox, users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('without SMTP_URL', () => {
  it('keeps each message in the outbox table and marks it delivered to the log', async () => {
    const account = await registerPromoter(server);
    let rows: (typeof mailOutbox.$inferSelect)[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      rows = await server.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
      if (rows[0]?.sentAt) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Tu código de verificación de Origina');
    expect(rows[0]!.textBody).toMatch(/\b\d{6}\b/);
    expect(rows[0]!.sentAt).not.toBeNull();
  });
});

describe('with SMTP_URL', () => {
  it('keeps no body once the mail server has the message (no code or link left at rest)', async () => {
    const smtp = await startSmtpListener();
    const mailing = await startTestServer({ SMTP_URL: smtp.url });
    try {
      const account = await registerPromoter(mailing);
      const mail = await smtp.waitFor((message) => message.to === account.email);
      expect(mail.text).toMatch(/\b\d{6}\b/);
      let rows: (typeof mailOutbox.$inferSelect)[] = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        rows = await mailing.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
        if (rows[0]?.sentAt) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(rows[0]!.sentAt).not.toBeNull();
      expect(rows[0]!.textBody).toBe('');
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});

describe('passwords at rest', () => {
  it('are argon2id hashes with m = 19 MiB, t = 2, p = 1', async () => {
    const account = await registerPromoter(server);
    const [row] = await server.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, account.email));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.hash).not.toContain(account.password);
  });
});
