import { describe, expect, it } from 'vitest';
import { contactFailureDescription, contactTexts } from './contactMessage/contactMessageMachine.ts';
import { feedbackTexts } from './feedback/feedbackMachine.ts';
import { helpChatTexts } from './helpChat/constants.ts';
import {
  internshipApplicationTexts,
  internshipFailureDescription,
} from './internshipApplication/internshipApplicationMachine.ts';
import { JOB_APPLIED_PATH, jobApplicationTexts } from './jobApplication/jobApplicationMachine.ts';
import { paymentTexts } from './payment/paymentMachine.ts';
import { subscribeTexts } from './schemas/subscription.ts';

// The texts of docs/behaviour.md and docs/messages.md that the machines carry, written out here word for word.
describe('the flows speak the documented words', () => {
  it('payment', () => {
    expect(paymentTexts).toEqual({
      processing: 'Processing...',
      paid: 'Payment Completed',
      upiIdCopied: 'UPI ID Copied',
    });
  });

  it('internship application', () => {
    expect(internshipApplicationTexts.success.title).toBe('Application Submitted Successfully!');
    expect(internshipApplicationTexts.warning.title).toBe('Application Submitted with Warnings');
    expect(internshipApplicationTexts.failureTitle).toBe('Submission Failed');
    expect(internshipApplicationTexts.failureFallback).toBe('Failed to submit application');
    expect(internshipFailureDescription('Failed to submit application')).toBe(
      'Failed to submit application. Please try again or contact support',
    );
  });

  it('job application', () => {
    expect(jobApplicationTexts.success.title).toBe('Application submitted successfully!');
    expect(jobApplicationTexts.success.description).toContain("you'll hear from us within 5-7 business days");
    expect(jobApplicationTexts.failure).toEqual({
      title: 'Application failed',
      description: 'There was an error submitting your application. Please try again or contact support.',
    });
    expect(JOB_APPLIED_PATH).toBe('/career?applied=true');
  });

  it('contact message', () => {
    expect(contactTexts).toEqual({
      sendingLabel: 'Sending Message...',
      success: {
        title: 'Message Sent Successfully!',
        description:
          "Thank you for contacting us. We'll get back to you within 24 hours. Check your email for confirmation.",
      },
      warning: {
        title: 'Message Sent with Warnings',
        description:
          "Your message was submitted but there were issues with email delivery. We'll still get back to you soon!",
      },
      failureTitle: 'Failed to Send Message',
      failureFallback: 'Failed to send message',
      nonStandardFailure: 'Please try again or contact us directly via email.',
      failureDescription: 'Error: {message}. Please try again or contact us directly via email.',
    });
    expect(contactFailureDescription('Timeout')).toBe(
      'Error: Timeout. Please try again or contact us directly via email.',
    );
  });

  it('subscribe, feedback and help chat', () => {
    expect(subscribeTexts).toEqual({
      subscribed: "You're All Set!",
      success: 'Successfully Subscribed!',
      failure: 'Subscription Failed',
    });
    expect(feedbackTexts).toEqual({
      success: 'Thank you for your feedback!',
      failureFallback: 'Failed to submit feedback',
    });
    expect(helpChatTexts.tooltip).toBe('Get help from here');
  });
});
