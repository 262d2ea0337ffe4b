import { readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from '@tailor/shared/constants';
import { TEMPLATE_VALUES, templateBody, templateName } from '@tailor/shared/customer-message-texts';
import { CUSTOMER_MESSAGE_KINDS } from '@tailor/shared/customer-messages';
import { describe, expect, it } from 'vitest';

const DOC = new URL('../../../../../docs/whatsapp-templates.md', import.meta.url);

/** docs/whatsapp-templates.md as the texts make it: what a shop submits to WhatsApp for approval. */
function templatesDocument(): string {
  const lines = [
    '# WhatsApp message templates',
    '',
    'With `MESSAGE_TRANSPORT=whatsapp` the server sends each message to customers as a WhatsApp',
    'Business template (business-initiated messages must be templates). Create each template below in',
    'WhatsApp Manager, category **Utility**, with the name and body given, once per language the shop',
    'writes to its customers in. The values are numbered in the order the server sends them.',
    'This file is made from `packages/shared/src/customer-message-texts.ts`; a test keeps it so',
    '(`UPDATE_TEMPLATES_DOC=1 npx vitest run apps/server/src/features/customer-messages/whatsapp-templates-doc.test.ts`).',
    '',
  ];
  for (const kind of CUSTOMER_MESSAGE_KINDS) {
    lines.push(`## \`${templateName(kind)}\``, '');
    lines.push(
      `Values: ${TEMPLATE_VALUES[kind].map((key, i) => `{{${i + 1}}} ${key}`).join(', ')}.`,
      '',
    );
    for (const language of LANGUAGES) {
      lines.push(`### ${language}`, '', '```', templateBody(kind, language), '```', '');
    }
  }
  return lines.join('\n');
}

describe('docs/whatsapp-templates.md', () => {
  it('lists every template for approval as the server sends it', () => {
    const expected = templatesDocument();
    if (process.env.UPDATE_TEMPLATES_DOC) writeFileSync(DOC, expected);
    expect(readFileSync(DOC, 'utf8')).toBe(expected);
  });
});
