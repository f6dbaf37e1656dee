import { newsContentField, newsDateField, newsHeadingField } from '@league/contracts';
import { z } from 'zod';

/** The create payload of the API as a form: the subheading is an optional text field. */
export const newsFormSchema = z.object({
  newsHeading: newsHeadingField,
  newsSubheading: z.string().trim().max(300, 'The subheading can have at most 300 characters.'),
  newsDate: newsDateField,
  newsContent: newsContentField,
});
export type NewsForm = z.input<typeof newsFormSchema>;

export type { NewsItem } from '@league/contracts';
