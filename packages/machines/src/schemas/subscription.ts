import * as v from 'valibot';
import { emailSchema } from './email.ts';
import {
  generatedOption,
  genericMessages,
  isoTimestampString,
  languageSchema,
  requiredString,
} from './fields.ts';
import { subscriptionInterests } from './options.ts';

/** The subscribe form's messages: its toast titles (docs/validation.md). */
export const subscribeMessages = {
  required: 'Email Required',
  invalid: 'Invalid Email',
} as const;

/**
 * The subscribe flow's texts (docs/behaviour.md and docs/messages.md). Here, beside its messages,
 * rather than in the machine's module: the Hindi messages import them, and a Hindi page with
 * another form would otherwise load the subscribe machine too.
 */
export const subscribeTexts = {
  subscribed: "You're All Set!",
  success: 'Successfully Subscribed!',
  failure: 'Subscription Failed',
} as const;

/** The subscribe form: one e-mail field with the documented toast titles as messages. */
export const subscribeFormSchema = v.object({
  email: emailSchema(subscribeMessages),
});

export type SubscribeFormInput = v.InferInput<typeof subscribeFormSchema>;
export type SubscribeForm = v.InferOutput<typeof subscribeFormSchema>;

/**
 * Call 3 (POST /api/subscription/subscribe, JSON): the address, the subscription type
 * 'platform_updates', the source (for example 'coming_soon_page'), an ISO 8601 timestamp and the
 * interests (any of 'platform_launch', 'new_features', 'opportunities').
 */
export const subscriptionPayloadSchema = v.object({
  email: emailSchema(subscribeMessages),
  subscriptionType: generatedOption(['platform_updates']),
  source: v.pipe(
    requiredString(genericMessages.required, 100, genericMessages.invalid),
    v.regex(/^[a-z0-9_]+$/, genericMessages.invalid),
  ),
  timestamp: isoTimestampString,
  interests: v.optional(
    v.array(v.picklist(subscriptionInterests, genericMessages.invalid), genericMessages.invalid),
    [],
  ),
  language: languageSchema,
});

export type SubscriptionPayloadInput = v.InferInput<typeof subscriptionPayloadSchema>;
export type SubscriptionPayload = v.InferOutput<typeof subscriptionPayloadSchema>;
