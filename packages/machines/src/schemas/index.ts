// The valibot schemas shared by the site and the API: the one place each form rule lives.
export { EMAIL_MAX_LENGTH, emailSchema } from './email.ts';
export { subscribeFormSchema, type SubscribeForm } from './subscription.ts';
