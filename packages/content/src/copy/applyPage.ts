/** The opportunity page in apply mode, around the form (its price and dates are the page's words). */
export const applyPageCopy = {
  back: 'Back to Opportunity Details',
  heading: 'Apply for {title}',
  selection: 'Your selection',
  duration: 'Duration: {duration}',
  application: 'Your Application',
  loading: 'Loading the application form...',
};
