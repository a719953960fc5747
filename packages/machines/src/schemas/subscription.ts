import * as v from 'valibot';
import { emailSchema } from './email.ts';

/** The subscribe form: one e-mail field with the spec's toast titles as messages. */
export const subscribeFormSchema = v.object({
  email: emailSchema({ required: 'Email Required', invalid: 'Invalid Email' }),
});

export type SubscribeForm = v.InferOutput<typeof subscribeFormSchema>;
