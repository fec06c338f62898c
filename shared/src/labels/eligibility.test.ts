import { ELIGIBILITY_CODES, LANGUAGES } from '../contracts';
import { ELIGIBILITY_MESSAGES, eligibilityMessage } from './eligibility';
import { enumLabel } from './index';

describe('eligibility messages', () => {
  it('has a distinct message for every reason in every language', () => {
    for (const language of LANGUAGES) {
      const texts = ELIGIBILITY_CODES.map((code) => ELIGIBILITY_MESSAGES[language][code]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 5)).toBe(true);
      expect(new Set(texts).size).toBe(ELIGIBILITY_CODES.length);
    }
  });

  it("names the document in the reader's language", () => {
    expect(eligibilityMessage({ code: 'document_expired', document_type: 'heart_shot' }, 'en')).toBe(
      `Document expired: ${enumLabel('documentType', 'heart_shot', 'en')}`,
    );
    expect(eligibilityMessage({ code: 'document_missing', document_type: 'identity' }, 'kk')).toBe(
      `Құжат жоқ: ${enumLabel('documentType', 'identity', 'kk')}`,
    );
    expect(eligibilityMessage({ code: 'suspended' }, 'ru')).toBe('Дисквалифицирован на этот матч');
  });
});
