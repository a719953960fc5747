/** The open help chat's words: its intro, three quick questions, the message box and the send button. */
export const chatPanelCopy = {
  intro: 'Chat with our team on WhatsApp. Pick a question or write your own.',
  presetsLabel: 'Quick questions',
  presets: [
    'I need help choosing a program or internship.',
    'I have a question about my application.',
    'I have a question about fees or payment.',
  ],
  messageLabel: 'Your message',
  messageHint: 'Enter sends; Shift+Enter starts a new line.',
  send: 'Send on WhatsApp',
} as const;
