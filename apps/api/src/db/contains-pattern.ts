import { folded } from '@origina/domain/text-search';

// A LIKE pattern that matches the folded words anywhere, with the user's % and _ taken literally.
export const containsPattern = (search: string) => `%${folded(search).replace(/[\\%_]/g, '\\$&')}%`;
